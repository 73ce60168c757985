// Shared by the benchmarks that start the gateway as a process of its own.

/** Resolves once `url` answers 2xx; polls every 20 ms for up to a minute. */
export async function waitUntilUp(url) {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not come up`);
}
