// The same report under its second address.
export { action, default, ErrorBoundary, loader, meta } from "./_app.presencial.$id.informe";
