/**
 * What the sandbox platform's messages say (welcome, password reset, verification code), in the
 * player's language. The platform writes its own mail, so these texts live here, not in locales/.
 */

export type MailLanguage = "en" | "es" | "pb";

interface MailTexts {
  welcome: (v: { site: string; firstName: string; email: string }) => { subject: string; body: string };
  reset: (v: { site: string; link: string; minutes: number }) => { subject: string; body: string };
  code: (v: { site: string; code: string; minutes: number }) => { subject: string; body: string };
}

const TEXTS: Record<MailLanguage, MailTexts> = {
  en: {
    welcome: ({ site, firstName, email }) => ({
      subject: `Welcome to ${site}`,
      body: `Hello ${firstName}, your ${site} account is ready. Sign in with ${email}.`,
    }),
    reset: ({ site, link, minutes }) => ({
      subject: `${site}: reset your password`,
      body: `Someone asked to reset the password of your ${site} account. Open ${link} within ${minutes} minutes to choose a new one; ignore this message otherwise.`,
    }),
    code: ({ site, code, minutes }) => ({
      subject: `${site} verification code`,
      body: `Your ${site} verification code is ${code}. It is valid for ${minutes} minutes.`,
    }),
  },
  es: {
    welcome: ({ site, firstName, email }) => ({
      subject: `Bienvenido a ${site}`,
      body: `Hola ${firstName}, tu cuenta de ${site} está lista. Inicia sesión con ${email}.`,
    }),
    reset: ({ site, link, minutes }) => ({
      subject: `${site}: restablece tu contraseña`,
      body: `Alguien pidió restablecer la contraseña de tu cuenta de ${site}. Abre ${link} en los próximos ${minutes} minutos para elegir una nueva; si no fuiste tú, ignora este mensaje.`,
    }),
    code: ({ site, code, minutes }) => ({
      subject: `Código de verificación de ${site}`,
      body: `Tu código de verificación de ${site} es ${code}. Es válido durante ${minutes} minutos.`,
    }),
  },
  pb: {
    welcome: ({ site, firstName, email }) => ({
      subject: `Boas-vindas à ${site}`,
      body: `Olá, ${firstName}! Sua conta na ${site} está pronta. Entre com ${email}.`,
    }),
    reset: ({ site, link, minutes }) => ({
      subject: `${site}: redefina sua senha`,
      body: `Alguém pediu para redefinir a senha da sua conta na ${site}. Abra ${link} em até ${minutes} minutos para escolher uma nova; caso contrário, ignore esta mensagem.`,
    }),
    code: ({ site, code, minutes }) => ({
      subject: `Código de verificação da ${site}`,
      body: `Seu código de verificação da ${site} é ${code}. Ele vale por ${minutes} minutos.`,
    }),
  },
};

/** The texts in `language` (a player's or a call's), English for a language they are not written in. */
export function mailTexts(language: string | null | undefined): MailTexts {
  return language && Object.hasOwn(TEXTS, language) ? TEXTS[language as MailLanguage] : TEXTS.en;
}
