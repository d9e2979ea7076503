// Loads the board code (pan, zoom, fit) only on a page that draws a board (`[data-canvas]`,
// src/pipeline/render/canvas.ts); without it the board is drawn whole, fitted to the page.
const boards = document.querySelectorAll<HTMLElement>('[data-canvas]');
if (boards.length > 0) void import('./board.ts').then(({ mountBoard }) => boards.forEach(mountBoard));
