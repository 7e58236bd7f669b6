/**
 * The stand-in KYC provider at /sandbox/kyc/session/<id> (docs/contract/kyc.md, ADR 062), served
 * from the sandbox provider origin like the games (ADR 021) and framed by the brand's site. Two
 * steps, document photo and selfie: each takes a camera capture when the browser grants one, or
 * the built-in sample image. Plain forms, so a person can finish it without JavaScript; the script
 * only adds the camera. Finishing reports the outcome to the platform (sessions.ts).
 */
import express, { type Request, type Response, type Router } from "express";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/index";
import { escapeHtml } from "../idp";
import { frameAncestors } from "../provider/index";
import type { SandboxSite } from "../types";
import { finishSession, recordStep, sessionById, startSession, type KycSession, type Step } from "./sessions";
import { providerLang, textsFor, type ProviderLang, type ProviderTexts } from "./provider-texts";

/** A captured frame as the page posts it: a JPEG or PNG data URL, at most about 2 MB. */
const CAPTURE_RE = /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/;
const CAPTURE_MAX = 2_800_000;

/** The sample images: drawings, so no real person's face or document ships with the sandbox. */
const SAMPLE: Record<Step, string> = {
  document: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" rx="14" fill="#dfe8f5"/><rect x="20" y="40" width="90" height="115" rx="6" fill="#9fb3cf"/><circle cx="65" cy="80" r="20" fill="#6d84a6"/><rect x="40" y="108" width="50" height="35" rx="12" fill="#6d84a6"/><rect x="130" y="50" width="160" height="12" fill="#6d84a6"/><rect x="130" y="78" width="120" height="10" fill="#9fb3cf"/><rect x="130" y="100" width="140" height="10" fill="#9fb3cf"/><rect x="130" y="122" width="90" height="10" fill="#9fb3cf"/></svg>`,
  )}`,
  selfie: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="14" fill="#f3e6d8"/><circle cx="100" cy="82" r="40" fill="#c99b73"/><rect x="45" y="130" width="110" height="70" rx="40" fill="#8a6a4f"/></svg>`,
  )}`,
};

function headers(res: Response, ancestors: string): string {
  const nonce = randomBytes(16).toString("base64");
  res.set({
    "Content-Security-Policy": [
      "default-src 'self'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data: blob:",
      "media-src 'self' blob: mediastream:",
      "connect-src 'none'",
      `frame-ancestors ${ancestors}`,
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join("; "),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    // the frame asks for the camera; the site's own rule would allow it only for the site
    "Permissions-Policy": "camera=(self), microphone=(self)",
  });
  // The site's middleware says SAMEORIGIN for every page; frame-ancestors above is this page's rule.
  res.removeHeader("X-Frame-Options");
  return nonce;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1d2733;background:#fff}
main{max-width:560px;margin:0 auto}h1{font-size:1rem;color:#34496b}h2{font-size:1.25rem}img,video{display:block;width:100%;max-width:360px;border-radius:8px;margin:12px 0}
button{font:inherit;padding:10px 16px;margin:4px 8px 4px 0;border-radius:6px;border:1px solid #34496b;background:#34496b;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#34496b}[hidden]{display:none}.error{color:#a61b1b}.success{color:#146c2e;font-weight:600}`;

function shell(res: Response, nonce: string, lang: ProviderLang, t: ProviderTexts, status: number, body: string) {
  res.status(status).type("html")
    .send(`<!doctype html><html lang="${lang === "pb" ? "pt-BR" : lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`);
}

/** One step's page: the sample is submitted as is; the script swaps in a camera capture when there is one. */
function stepBody(s: KycSession, step: Step, lang: ProviderLang, t: ProviderTexts, nonce: string): string {
  const action = `/sandbox/kyc/session/${s.id}/${step}?language=${lang}`;
  return `<h2>${escapeHtml(step === "document" ? t.documentStep : t.selfieStep)}</h2>
<p>${escapeHtml(step === "document" ? t.documentHelp : t.selfieHelp)}</p>
<img id="preview" src="${SAMPLE[step]}" alt="${escapeHtml(t.sample)}">
<video id="video" autoplay playsinline muted hidden></video>
<p id="denied" class="error" role="alert" hidden>${escapeHtml(t.cameraDenied)}</p>
<form method="post" action="${action}" id="step-form">
<input type="hidden" name="capture" id="capture" value="">
<button type="button" id="camera" class="secondary" hidden>${escapeHtml(t.startCamera)}</button>
<button type="submit" name="source" value="camera" id="shoot" hidden>${escapeHtml(t.takePhoto)}</button>
<button type="submit" name="source" value="sample" id="sample">${escapeHtml(t.useSample)}</button>
</form>
<script nonce="${nonce}">(function(){
var camera=document.getElementById("camera"),shoot=document.getElementById("shoot"),video=document.getElementById("video"),
preview=document.getElementById("preview"),denied=document.getElementById("denied"),capture=document.getElementById("capture");
if(!navigator.mediaDevices||!navigator.mediaDevices.getUserMedia)return;
camera.hidden=false;
camera.addEventListener("click",function(){
navigator.mediaDevices.getUserMedia({video:true}).then(function(stream){
video.srcObject=stream;video.hidden=false;preview.hidden=true;camera.hidden=true;shoot.hidden=false;
}).catch(function(){denied.hidden=false;camera.hidden=true;});
});
shoot.addEventListener("click",function(){
var c=document.createElement("canvas"),w=video.videoWidth||640,h=video.videoHeight||480,s=Math.min(1,640/w);
c.width=Math.round(w*s);c.height=Math.round(h*s);c.getContext("2d").drawImage(video,0,0,c.width,c.height);
capture.value=c.toDataURL("image/jpeg",0.8);
if(video.srcObject)video.srcObject.getTracks().forEach(function(track){track.stop();});
});
})();</script>`;
}

export function kycProviderRouter(db: Db, sites: SandboxSite[]): Router {
  const ancestors = frameAncestors(sites);
  const router = express.Router();

  /** The session of the URL, or a 410 page when it is unknown, expired or already finished. */
  const live = async (req: Request, res: Response, nonce: string) => {
    const lang = providerLang(req.query.language);
    const s = await sessionById(db, String(req.params.id));
    if (s && !s.expired && s.state !== "finished") return { s, lang, t: textsFor(lang) };
    const t = textsFor(lang);
    shell(res, nonce, lang, t, 410, `<p class="error" role="alert" data-kyc-gone>${escapeHtml(t.gone)}</p>`);
    return undefined;
  };

  const show = (step: Step) => async (req: Request, res: Response) => {
    const nonce = headers(res, ancestors);
    try {
      const found = await live(req, res, nonce);
      if (!found) return;
      if (step === "document") await startSession(db, found.s);
      shell(res, nonce, found.lang, found.t, 200, stepBody(found.s, step, found.lang, found.t, nonce));
    } catch (error) {
      console.error("sandbox: KYC provider page failed", error);
      res.status(500).type("text/plain").send("provider failure");
    }
  };

  const submit = (step: Step) => async (req: Request, res: Response) => {
    const nonce = headers(res, ancestors);
    try {
      const found = await live(req, res, nonce);
      if (!found) return;
      const capture = String(req.body?.capture ?? "");
      // a camera step must carry a real capture; anything else is the sample
      const camera = req.body?.source === "camera" && capture.length <= CAPTURE_MAX && CAPTURE_RE.test(capture);
      await recordStep(db, found.s, step, camera ? "camera" : "sample");
      if (step === "document")
        return res.redirect(303, `/sandbox/kyc/session/${found.s.id}/selfie?language=${found.lang}`);
      const outcome = await finishSession(db, found.s);
      shell(
        res,
        nonce,
        found.lang,
        found.t,
        outcome ? 200 : 410,
        outcome
          ? `<p class="success" role="status" data-kyc-done>${escapeHtml(found.t.done)}</p>`
          : `<p class="error" role="alert" data-kyc-gone>${escapeHtml(found.t.gone)}</p>`,
      );
    } catch (error) {
      console.error("sandbox: KYC provider step failed", error);
      res.status(500).type("text/plain").send("provider failure");
    }
  };

  const form = express.urlencoded({ extended: false, limit: "3mb" });
  router.get("/session/:id", show("document"));
  router.get("/session/:id/selfie", show("selfie"));
  router.post("/session/:id/document", form, submit("document"));
  router.post("/session/:id/selfie", form, submit("selfie"));
  return router;
}
