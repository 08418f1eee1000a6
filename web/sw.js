// nimlab's service worker: after the first visit the app works offline.
//
// `cargo xtask build` writes this file into dist/ (minified) with the list of the
// build's files and a version taken from their contents. Installing caches every file, the
// full module too (so explanations and theory pages open offline); requests for them are
// answered from the cache. A new build has a new version: it installs beside the old one and
// takes over once no page of the old one is open (no skipWaiting), so a page never mixes two
// builds.
const VERSION = '__NIMLAB_VERSION__';
const FILES = __NIMLAB_FILES__;
const CACHE = `nimlab-${VERSION}`;

self.addEventListener('install', (event) => {
  // Past the HTTP cache: files without a hash in their name (the full module, the theory
  // stylesheet) could otherwise be stored stale under the new version.
  const fresh = FILES.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(fresh)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names.filter((n) => n.startsWith('nimlab-') && n !== CACHE).map((n) => caches.delete(n)),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // The page itself, under any of its names: the hash route never reaches the server.
  const scope = new URL(self.registration.scope);
  const isPage =
    request.mode === 'navigate' || url.pathname === scope.pathname || url.pathname.endsWith('/index.html');
  const key = isPage ? new URL('index.html', scope).href : request;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key, { ignoreSearch: true }).then((hit) => hit || fetch(request)),
    ),
  );
});
