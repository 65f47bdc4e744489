import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The dev server proxies the API so the browser sees one origin, as in production
// (the Fastify server serves web/dist and the API together).
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // Must come before react(): it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/login': api,
      '/logout': { target: api, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/health': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
