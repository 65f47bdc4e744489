import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

// The dev server proxies the API so the browser sees one origin, as in production
// (the Fastify server serves web/dist and the API together).
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** lucide-react's icon modules by every name it exports them under (CheckCircle2 is circle-check). */
function lucideIconFiles(): Map<string, string> {
  const lucide = path.resolve(import.meta.dirname, '../node_modules/lucide-react/dist/esm');
  const fileOf = new Map<string, string>();
  const exports = readFileSync(path.join(lucide, 'lucide-react.mjs'), 'utf8');
  for (const [, names, file] of exports.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, path.join(lucide, 'icons', file!));
  return fileOf;
}

/** The icon modules the .ts and .tsx files of `folder` (under src) import from lucide-react. */
function iconModulesOf(folder: string, fileOf: Map<string, string>): Set<string> {
  const dir = path.resolve(import.meta.dirname, 'src', folder);
  const modules = new Set<string>();
  for (const entry of readdirSync(dir).filter((file) => /\.tsx?$/.test(file))) {
    const source = readFileSync(path.join(dir, entry), 'utf8');
    for (const [, names] of source.matchAll(/import \{([^}]+)\} from 'lucide-react'/g))
      for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) {
        if (!name) continue;
        const file = fileOf.get(name);
        if (!file) throw new Error(`vite.config.ts: lucide-react has no icon ${name} (imported by ${folder}/${entry})`);
        modules.add(file);
      }
  }
  return modules;
}

/**
 * Two chunks of icons ahead of the icons grouped by page: the app root's (features/app: on every back-office page,
 * sign-in included) and the technician panel's other ones. The page groups merge small ones, and merged, the panel
 * loaded other pages' icons (its JavaScript 119.8 → 127.1 KB gzip, over its 120 KB budget), and the sign-in page
 * would load the panel's icons for the two its offline banner shares with the panel.
 */
function iconChunks(): { app: Set<string>; panel: Set<string> } {
  const fileOf = lucideIconFiles();
  const app = iconModulesOf('features/app', fileOf);
  return { app, panel: new Set([...iconModulesOf('features/technician', fileOf)].filter((file) => !app.has(file))) };
}

/**
 * The technician panel is its own page (technician.html, decisions/0016); the server serves it for /technician/*.
 * The dev server does the same, so `npm run dev` opens the panel at its real address.
 */
const technicianPage: Plugin = {
  name: 'servio-technician-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/technician/')) req.url = '/technician.html';
      next();
    });
  },
};

/**
 * Pages of their own beside the back office, each without React (Preact, small bundles): the public booking page
 * (book.html, decisions/0034) for /book and /book/* (not the API under /book/api/), and the sign-in page
 * (sign-in.html, decisions/0042) for /sign-in. The dev server serves them at those addresses, as the server does;
 * neither is part of the technician panel's app, so the build drops the panel's web manifest link that VitePWA
 * writes into every page.
 */
const ownPages: Plugin = {
  name: 'servio-own-pages',
  enforce: 'post',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const pathname = req.url?.split('?')[0] ?? '';
      if (pathname === '/book' || (pathname.startsWith('/book/') && !pathname.startsWith('/book/api/')))
        req.url = '/book.html';
      else if (pathname === '/sign-in') req.url = '/sign-in.html';
      next();
    });
  },
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const name of ['book.html', 'sign-in.html']) {
        const page = bundle[name];
        if (page?.type === 'asset' && typeof page.source === 'string')
          page.source = page.source.replace(/\s*<link rel="manifest"[^>]*>/, '');
      }
    },
  },
};

const iconChunk = iconChunks();

export default defineConfig({
  plugins: [
    technicianPage,
    // Must come before react(): it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // The back office's frame (/admin) and its first screen (the overview, /admin/) are part of the entry: every
      // back-office page shows the frame, and split, the two were fetched only once the entry had run, some fifty
      // small files six at a time over HTTP/1.1, each a round trip on a phone line. As part of the entry the page
      // itself preloads them beside React.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/admin' || routeId === '/admin/' ? [] : undefined),
      },
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    // The technician panel's service worker (decisions/0016): Workbox precaches the built app, and navigations under
    // /technician/ fall back to it offline. The panel registers it (scope /technician/), so the back office's pages
    // never run under a worker. No runtime caching: /graphql always goes to the network (the panel keeps its own
    // data in IndexedDB), so no test or screen ever reads a cached API answer.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      registerType: 'autoUpdate',
      scope: '/technician/',
      includeAssets: ['logo.svg', 'theme-init.js'],
      manifest: {
        id: '/technician/dashboard/index',
        name: 'Servio medarbejderpanel',
        short_name: 'Servio',
        description: 'Dagens besøg på telefonen, også uden forbindelse.',
        lang: 'da',
        start_url: '/technician/dashboard/index',
        scope: '/technician/',
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        icons: [
          { src: '/technician-icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/technician-icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/technician-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/technician-icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/technician.html',
        navigateFallbackAllowlist: [/^\/technician\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
      devOptions: { enabled: false },
    }),
    ownPages,
    // Every built file of 1 KB or more also as .br (quality 11) and .gz (level 9) beside it, which the server sends as
    // they are (@fastify/static preCompressed): compressed once at build instead of on every request, and smaller.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/login': api,
      '/logout': { target: api, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/health': api,
      '/live': api,
      '/book/api': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server names the code of the route a page opens in that page (decisions/0044).
    manifest: true,
    // No modulepreload polyfill: every browser the product supports (Chromium, Firefox 115+, Safari 17+) preloads
    // modules itself, and the polyfill was a request of its own on every page, one more in the queue of six a phone
    // on HTTP/1.1 waits in (decisions/0054). An older Safari runs the same code, only without the preloading.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The back office and the technician panel: two pages sharing the React chunk.
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        technician: path.resolve(import.meta.dirname, 'technician.html'),
        // The public booking page (/book, decisions/0034) and the sign-in page (/sign-in, decisions/0042): Preact,
        // no React, each its own small bundle.
        book: path.resolve(import.meta.dirname, 'book.html'),
        'sign-in': path.resolve(import.meta.dirname, 'sign-in.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // React and its JSX runtime in one chunk: every page needs both, and split they cost the sign-in page a
            // request and the bundler's module wrapper each time a lazily loaded part (the calendar popup) moves the
            // split.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // TanStack Query whole in one chunk (the back office and the technician panel use most of it): split by
            // what each page uses, the overview opened cold fetched its hooks as small files after the entry had run,
            // each a round trip on a phone line.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-)?query/ },
            // lucide's own code (what every icon is made with), apart: with the panel's icons it would make every page
            // that shows an icon load the panel's.
            { name: 'lucide', test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/ },
            // The app root's icons and the technician panel's, before the page groups below take them (iconChunks).
            { name: 'app-icons', test: (id) => iconChunk.app.has(id) },
            { name: 'panel-icons', test: (id) => iconChunk.panel.has(id) },
            // Each icon was a chunk of its own (some thirty requests for an admin page opened cold, queued six at a
            // time on HTTP/1.1). Grouped by the pages that use them, small groups merged: a page loads a few icon
            // chunks, and the sign-in page still only the icons it shows.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 8000,
            },
          ],
        },
      },
    },
  },
});
