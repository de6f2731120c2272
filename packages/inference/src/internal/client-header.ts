/**
 * The header that tells a ModelDeck gateway a request comes from this client, not from a form or
 * a beacon another site made the browser send (the gateway refuses those). A module of its own:
 * the request builder and the download path both send it, and the builder imports the providers.
 */
export const CLIENT_HEADER = "X-ModelDeck-Client";
