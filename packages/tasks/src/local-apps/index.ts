/** The desktop and command-line apps that run Hub models locally, keyed by app id. */
export const LOCAL_APPS = {};
