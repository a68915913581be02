export class FetchError extends Error {
  constructor(readonly status: number) {
    super(`request failed with ${status}`);
  }
}

/** SWR's fetcher for the app's own JSON API. */
export async function fetcher<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new FetchError(res.status);
  return res.json() as Promise<T>;
}
