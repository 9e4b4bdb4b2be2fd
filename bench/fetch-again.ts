// fetch, tried once more when the connection was closed under it: after a long pause (seeding a
// database) the pool may reuse a keep-alive socket the server is closing at that very moment.
export async function fetchAgainOnClose(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET' && code !== 'EPIPE') throw error;
    return fetch(url, init);
  }
}
