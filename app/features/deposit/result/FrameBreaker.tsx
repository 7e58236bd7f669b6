import { useNonce } from "~/ui/nonce";

// Runs as soon as the HTML arrives, before hydration: a result page loaded inside the deposit
// modal's provider frame replaces the whole page. Wrapped in try: a sandboxed frame may forbid it.
const SCRIPT = "try{if(window.top!==window.self)window.top.location.replace(window.location.href)}catch(e){}";

/** Takes the page out of a frame (spec §4 provider flows run in the deposit modal's iframe). */
export function FrameBreaker() {
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
