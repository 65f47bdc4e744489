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
    rolldownOptions: {
      output: {
        // React and its JSX runtime in one chunk: every page needs both, and split they cost the sign-in page a
        // request and the bundler's module wrapper each time a lazily loaded part (the calendar popup) moves the split.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
