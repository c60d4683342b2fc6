{
  "name": "@gbc/mfe-__name__",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "dependencies": {
    "@gbc/contracts": "*",
    "@gbc/site-map": "*",
    "@gbc/ui": "*",
    "@gbc/web-kit": "*",
    "react": "*",
    "react-dom": "*",
    "react-router-dom": "*",
    "styled-components": "*"
  },
  "devDependencies": {
    "@gbc/build-kit": "^0.1.0"
  }
}
