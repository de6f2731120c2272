// jsdom ships no types; the server-rendering tests use only its parser, to read rendered HTML as
// a browser would.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
