import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on 8080 (npm start); vite serves the app with hot reload and proxies the rest.
const api = process.env.BENEFIT_STORE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/benefit-service': api, '/media': api, '/healthz': api },
  },
});
