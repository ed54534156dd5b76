// HTTP for benchmarks: JSON POSTs over kept-alive connections with node's own client, which costs
// this process less than fetch when thousands of calls run at once.
import { request } from 'node:http';

/**
 * POSTs `body` as JSON through `agent`, as the player with `token` at `address` (X-Forwarded-For,
 * which the server believes from 127.0.0.1) when given; resolves with the parsed answer.
 */
export function postJson(agent, url, body, token, address) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(address ? { 'x-forwarded-for': address } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/**
 * A distinct address for simulated player `index` (10.0.0.0/8): the server counts its per-address
 * limits (SOCKETS_PER_ADDRESS) by the X-Forwarded-For it believes from 127.0.0.1, and a crowd
 * comes from many addresses.
 */
export function playerAddress(index) {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}
