// The same report under its second address.
export { default, ErrorBoundary, loader, meta } from "./_app.presencial.$id.informe";
