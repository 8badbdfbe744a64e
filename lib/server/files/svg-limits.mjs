// What an uploaded SVG may hold (svg-safety.mjs checks it), and the refusal when it holds more.
// Plain JavaScript: the picture renderer (render-image.mjs, a child process) runs it as it is.

export const SVG_LIMITS = Object.freeze({
  /** The file itself. */
  maxBytes: 16 * 1024 * 1024,
  /** Elements in the file. */
  maxElements: 200_000,
  /** Nesting of elements. */
  maxDepth: 256,
  /** Attributes of one element. */
  maxAttributes: 256,
  /** Elements drawn once every <use> and url(#id) reference is expanded. */
  maxRenderedElements: 250_000,
  /** Pixels of all embedded pictures together (each is decoded at full size, 4 bytes a pixel). */
  maxEmbeddedPixels: 25_000_000,
});

/** A document the renderer must not get. `reason` is for the server log (no content of the file). */
export class UnsafeSvgError extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(reason);
    this.name = 'UnsafeSvgError';
  }
}

export const refuse = (/** @type {string} */ reason) => {
  throw new UnsafeSvgError(reason);
};
