// The same projection screen under its second address.
export { default, ErrorBoundary, loader, meta } from "./presencial-alumno.$code";
