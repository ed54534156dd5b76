import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, type Registry } from 'prom-client';
import {
  readClusterMessage,
  tellPrimary,
  wrapForProcess,
  type PrimaryMessage,
  type ProcessMessage,
} from '../clusterMessages';
import type { ServerConfig } from '../config';

/**
 * Where the metrics are served. With METRICS_PORT, on that port of its own (METRICS_HOST,
 * 127.0.0.1 by default), never on the public one; without it, `GET /metrics` on the public port
 * with `Authorization: Bearer <METRICS_TOKEN>`. In a cluster every scrape answers for all the
 * processes, each series labelled with its process: the primary gathers them (prom-client's
 * AggregatorRegistry; nothing is summed, since no two processes share a label set), serving
 * METRICS_PORT itself, or answering the process that got a public `/metrics` over IPC.
 */
export const METRICS_PATH = '/metrics';
const PRIMARY_ANSWER_MS = 10_000;

export interface MetricsText {
  text: string;
  contentType: string;
}

/** This process's metrics: its own registry, or the cluster's through the primary. */
function metricsOf(registry: Registry): () => Promise<MetricsText> {
  if (!cluster.isWorker) {
    return async () => ({ text: await registry.metrics(), contentType: registry.contentType });
  }
  // The primary asks every process for its registry over IPC: prom-client answers in a process
  // that made an AggregatorRegistry, with the registries set here.
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  let nextId = 1;
  const waiting = new Map<number, (answer: PrimaryMessage) => void>();
  process.on('message', (raw) => {
    const answer = readClusterMessage<PrimaryMessage>(raw);
    if (answer) waiting.get(answer.id)?.(answer);
  });
  return () =>
    new Promise<MetricsText>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, PRIMARY_ANSWER_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.kind === 'metrics') resolve(answer);
        else reject(new Error(answer.error));
      });
      tellPrimary({ kind: 'metrics', id });
    });
}

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A server process's part: registers `GET /metrics` behind the token when the metrics have no
 * port of their own, or serves that port when this process is alone (a cluster's primary serves
 * it otherwise). Returns the metrics port's server, if any, to close with the app.
 */
export async function exposeMetrics(
  app: FastifyInstance,
  config: ServerConfig,
  registry: Registry,
): Promise<Server | null> {
  const read = metricsOf(registry);
  if (config.METRICS_PORT === undefined) {
    app.get(METRICS_PATH, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(token, config.METRICS_TOKEN)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send('metrics token needed\n');
      }
      const { text, contentType } = await read();
      return reply.type(contentType).header('cache-control', 'no-store').send(text);
    });
    return null;
  }
  if (cluster.isWorker) return null;
  return serveMetricsPort(config, read);
}

/** `GET /metrics` alone on METRICS_HOST:METRICS_PORT. */
export async function serveMetricsPort(
  config: ServerConfig,
  read: () => Promise<MetricsText>,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    read().then(
      ({ text, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: Error) => response.writeHead(503).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.METRICS_HOST, resolve);
  });
  return server;
}

/**
 * The primary's part: gathers every process's metrics for a process that asks (public
 * `/metrics`), and serves METRICS_PORT when set.
 */
export async function gatherClusterMetrics(config: ServerConfig) {
  const aggregator = new AggregatorRegistry();
  const read = async () => ({
    text: await aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
  cluster.on('message', (worker, raw) => {
    const ask = readClusterMessage<ProcessMessage>(raw);
    if (ask?.kind !== 'metrics') return;
    read().then(
      (answer) => worker.send(wrapForProcess({ kind: 'metrics', id: ask.id, ...answer })),
      (error: Error) =>
        worker.send(wrapForProcess({ kind: 'metricsFailed', id: ask.id, error: error.message })),
    );
  });
  if (config.METRICS_PORT !== undefined) await serveMetricsPort(config, read);
}
