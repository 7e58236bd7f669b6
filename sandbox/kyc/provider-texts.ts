/** The stand-in KYC provider's words in the site's languages (en, es, pb). */
export type ProviderLang = "en" | "es" | "pb";

export const providerLang = (value: unknown): ProviderLang => {
  const v = String(value ?? "").toLowerCase();
  if (v === "pb" || v === "pt" || v.startsWith("pt-")) return "pb";
  if (v === "es" || v.startsWith("es-")) return "es";
  return "en";
};

type Key =
  | "title"
  | "documentStep"
  | "selfieStep"
  | "documentHelp"
  | "selfieHelp"
  | "startCamera"
  | "takePhoto"
  | "useSample"
  | "cameraDenied"
  | "done"
  | "gone"
  | "sample";
export type ProviderTexts = Record<Key, string>;

const TEXTS: Record<ProviderLang, ProviderTexts> = {
  en: {
    title: "Sandbox identity check",
    documentStep: "Step 1 of 2: photo of your identity document",
    selfieStep: "Step 2 of 2: a selfie",
    documentHelp: "Hold your document in front of the camera, or use the sample document.",
    selfieHelp: "Look at the camera, or use the sample selfie.",
    startCamera: "Use my camera",
    takePhoto: "Take photo",
    useSample: "Use the sample image",
    cameraDenied: "The camera is not available. You can use the sample image.",
    done: "Thank you. Your verification was sent. You can close this window.",
    gone: "This verification session has ended. Start again from the casino.",
    sample: "Sample image",
  },
  es: {
    title: "Verificación de identidad de prueba",
    documentStep: "Paso 1 de 2: foto de tu documento de identidad",
    selfieStep: "Paso 2 de 2: un selfie",
    documentHelp: "Muestra tu documento a la cámara, o usa el documento de ejemplo.",
    selfieHelp: "Mira a la cámara, o usa el selfie de ejemplo.",
    startCamera: "Usar mi cámara",
    takePhoto: "Tomar foto",
    useSample: "Usar la imagen de ejemplo",
    cameraDenied: "La cámara no está disponible. Puedes usar la imagen de ejemplo.",
    done: "Gracias. Tu verificación fue enviada. Puedes cerrar esta ventana.",
    gone: "Esta sesión de verificación terminó. Empieza de nuevo desde el casino.",
    sample: "Imagen de ejemplo",
  },
  pb: {
    title: "Verificação de identidade de teste",
    documentStep: "Etapa 1 de 2: foto do seu documento de identidade",
    selfieStep: "Etapa 2 de 2: uma selfie",
    documentHelp: "Mostre seu documento para a câmera, ou use o documento de exemplo.",
    selfieHelp: "Olhe para a câmera, ou use a selfie de exemplo.",
    startCamera: "Usar minha câmera",
    takePhoto: "Tirar foto",
    useSample: "Usar a imagem de exemplo",
    cameraDenied: "A câmera não está disponível. Você pode usar a imagem de exemplo.",
    done: "Obrigado. Sua verificação foi enviada. Você pode fechar esta janela.",
    gone: "Esta sessão de verificação terminou. Comece de novo pelo cassino.",
    sample: "Imagem de exemplo",
  },
};
export const textsFor = (lang: ProviderLang): ProviderTexts => TEXTS[lang];
