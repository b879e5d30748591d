// The search worker calls Comlink.expose on import; in Node nothing listens.
export const expose = () => {};
