import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EntryContext } from "@remix-run/node";
import { handoffScripts, leftToBrowser, readHandoff, utf8Bytes } from "./document.server";

const streamOf = (...chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
const contextWith = (stream?: ReadableStream<Uint8Array>) =>
  ({ serverHandoffStream: stream }) as unknown as EntryContext;

describe("readHandoff", () => {
  it("reads Remix's data stream to its end, a character split across chunks included", async () => {
    const bytes = new TextEncoder().encode('[{"_1":2},"nome","Não"]\n');
    const split = bytes.indexOf(0xc3) + 1; // inside the two bytes of "ã"
    expect(await readHandoff(contextWith(streamOf(bytes.slice(0, split), bytes.slice(split))))).toBe(
      '[{"_1":2},"nome","Não"]\n',
    );
  });

  it("is empty when the request has no data stream", async () => {
    expect(await readHandoff(contextWith())).toBe("");
  });
});

describe("handoffScripts", () => {
  it("writes the data as one enqueue and then closes Remix's stream, with the request's nonce", () => {
    expect(handoffScripts('["a"]\n', "n0nce")).toBe(
      '<script nonce="n0nce">window.__remixContext.streamController.enqueue("[\\"a\\"]\\n");</script>' +
        '<script nonce="n0nce">window.__remixContext.streamController.close();</script>',
    );
  });

  it("leaves nothing in the data that could end the script or break the line", () => {
    const scripts = handoffScripts('["</script><script>alert(1)</script>","a & b","\u2028\u2029"]', "n");
    const body = scripts.slice(scripts.indexOf("enqueue("), scripts.indexOf(");</script>"));
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    // What the browser's JavaScript reads back is the data unchanged.
    expect(JSON.parse(body.slice("enqueue(".length))).toBe(
      '["</script><script>alert(1)</script>","a & b","\u2028\u2029"]',
    );
  });

  it("only closes the stream when there is no data", () => {
    expect(handoffScripts("", "n")).toBe('<script nonce="n">window.__remixContext.streamController.close();</script>');
  });
});

describe("leftToBrowser", () => {
  const Suspends = () => {
    throw new Promise(() => undefined);
  };

  it("recognises React's marker for a boundary that suspended in renderToString", () => {
    const html = renderToString(
      <Suspense fallback={<p>…</p>}>
        <Suspends />
      </Suspense>,
    );
    expect(leftToBrowser(html)).toBe(true);
  });

  it("does not flag boundaries that rendered on the server", () => {
    const html = renderToString(
      <Suspense fallback={<p>…</p>}>
        <p>ready</p>
      </Suspense>,
    );
    expect(html).toContain("ready");
    expect(leftToBrowser(html)).toBe(false);
  });
});

describe("utf8Bytes", () => {
  it("writes a page's parts as the UTF-8 of the joined page, accents and astral characters included", () => {
    let body = "";
    for (let i = 0; i < 500; i++) body += `<p>Promoções ${i} · R$ 1.234,56 – 🎰</p>`;
    const parts = ["<!DOCTYPE html>", body, "", '<script>window.x="não"</script>'];
    const bytes = utf8Bytes(parts);
    expect(bytes.equals(Buffer.from(parts.join("")))).toBe(true);
    expect(bytes.toString("utf8")).toBe(parts.join(""));
  });

  it("gives an empty buffer for an empty page", () => {
    expect(utf8Bytes([]).byteLength).toBe(0);
    expect(utf8Bytes([""]).byteLength).toBe(0);
  });
});
