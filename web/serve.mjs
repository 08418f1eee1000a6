#!/usr/bin/env node
// A tiny, dependency-free static file server for the release build in dist/.
//
//   node web/serve.mjs [dir] [port]
//
// dir defaults to ../dist next to this file, port to $PORT or 8080. It listens
// on 127.0.0.1 only, serves GET and HEAD, maps "/" (and any directory) to its
// index.html, answers 404 for missing files and never leaves the served
// directory (path traversal, encoded or not, gets a 404 too).

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

function usage(message) {
  console.error(`serve.mjs: ${message}\nusage: node serve.mjs [dir] [port]   (port also from $PORT)`);
  process.exit(2);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const [dirArg, portArg] = process.argv.slice(2);
const portText = portArg ?? process.env.PORT ?? '8080';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`bad port ${JSON.stringify(portText)}`);

let root;
try {
  root = await realpath(path.resolve(dirArg ?? path.join(here, '..', 'dist')));
  if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
} catch (err) {
  usage(`cannot serve ${JSON.stringify(dirArg ?? '../dist')}: ${err.message} (build it first: cargo xtask serve)`);
}

function inside(file) {
  return file === root || file.startsWith(root + path.sep);
}

// Resolves a URL path to a readable regular file inside root, or null.
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  let file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (!inside(file)) return null;
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file);
    }
    if (!info.isFile()) return null;
    // Symlinks must not lead out of the served directory either.
    const real = await realpath(file);
    if (!inside(real)) return null;
    return { file: real, size: info.size };
  } catch {
    return null;
  }
}

function reply(res, status, text, extraHeaders = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders });
  res.end(text + '\n');
}

const server = createServer(async (req, res) => {
  const started = Date.now();
  res.on('finish', () => {
    if (process.env.SERVE_QUIET !== '1') {
      console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
    }
  });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    reply(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  let pathname;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    reply(res, 400, 'bad request');
    return;
  }
  const found = await resolveFile(pathname);
  if (!found) {
    reply(res, 404, 'not found');
    return;
  }
  const type = MIME[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': found.size,
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(found.file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
});

server.on('error', (err) => {
  const hint = err.code === 'EADDRINUSE' ? ` (port ${port} is taken: pass another port, e.g. node serve.mjs dist 8081)` : '';
  console.error(`serve.mjs: cannot listen on http://${HOST}:${port}/: ${err.message}${hint}`);
  process.exit(1);
});

server.listen(port, HOST, () => {
  const { port: actual } = server.address();
  console.log(`Serving ${root} on http://${HOST}:${actual}/ (Ctrl+C to stop)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
