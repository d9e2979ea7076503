// Node's own `import()`, from a CommonJS module that Node always loads itself (src/integration/index.ts).
module.exports = (url) => import(url);
