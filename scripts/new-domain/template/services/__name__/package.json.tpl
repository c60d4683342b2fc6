{
  "name": "@gbc/__name__-service",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "main": "src/index.ts",
  "types": "src/index.ts",
  "gbc": {
    "service": {
      "name": "__name__",
      "port": __port__,
      "migrationOrder": __order__
    }
  },
  "scripts": {
    "start": "tsx src/server.ts"
  },
  "dependencies": {
    "@gbc/contracts": "*",
    "@gbc/service-kit": "*",
    "fastify": "^5.6.0",
    "fastify-type-provider-zod": "^7.0.0",
    "kysely": "~0.28.5",
    "tsx": "^4.23.15",
    "zod": "^4.1.0"
  }
}
