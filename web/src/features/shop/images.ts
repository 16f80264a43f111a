/** The thumbnails the shop shows first (the server's page preloads them: src/server/loaders.ts). */
export const cardThumb = '400x300'
export const galleryThumb = '800x600'
