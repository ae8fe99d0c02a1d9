import { createContext, useContext } from "react";

/** The CSP nonce of this page render; empty in the browser, where it is no longer readable. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
