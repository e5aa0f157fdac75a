// How a remote is built. Bundled into each remote (never a federation singleton).
export {};
