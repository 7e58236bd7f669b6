import { scriptJson } from "./script-json";

/**
 * A JSON data island (`<script type="application/json">`) the browser reads before it hydrates:
 * translations, the country list. The server serialises `value()`; in the browser the element
 * keeps what the server sent, so hydration neither serialises the data again nor changes it.
 */
export function JsonScript({ id, nonce, value }: { id: string; nonce?: string; value: () => unknown }) {
  const html = typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? "{}") : scriptJson(value());
  return (
    <script
      id={id}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
