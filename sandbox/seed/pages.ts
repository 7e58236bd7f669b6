/**
 * Static pages of a site (content service), written per language. Placeholders
 * {{site_url}} and {{webisteCode}} are left in place for the front end to replace.
 */
import type { Lang } from "./random";

export interface PageText {
  head: string;
  content: string;
  metaTitle: string;
  metaTags: string;
  metaDescription: string;
}

export const PAGE_PATHS = [
  "footer",
  "faq",
  "contact-us",
  "terms",
  "privacy",
  "cookie-policy",
  "responsible-gaming",
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

type Writer = (brand: string) => PageText;

const meta = (head: string, brand: string, tags: string, description: string, content: string): PageText => ({
  head,
  content,
  metaTitle: `${head} | ${brand}`,
  metaTags: tags,
  metaDescription: description,
});

const PAYMENT_ROW = `<ul class="footer-payments" aria-label="payments"><li>PIX</li><li>Visa</li><li>Mastercard</li><li>Skrill</li><li>iDEAL</li><li>Bank transfer</li></ul>`;

const footer = (
  brand: string,
  t: {
    about: string;
    help: string;
    legal: string;
    aboutUs: string;
    promos: string;
    vip: string;
    faq: string;
    contact: string;
    rg: string;
    terms: string;
    privacy: string;
    cookies: string;
    policyTerms: string;
    payments: string;
    age: string;
    ageText: string;
    licence: string;
  },
) =>
  `<div class="footer-columns">
<section><h3>${t.about}</h3><ul><li><a href="{{site_url}}/page/faq">${t.aboutUs}</a></li><li><a href="/promotions">${t.promos}</a></li><li><a href="/page/responsible-gaming">${t.vip}</a></li></ul></section>
<section><h3>${t.help}</h3><ul><li><a href="/page/faq">${t.faq}</a></li><li><a href="/page/contact-us">${t.contact}</a></li><li><a href="/page/responsible-gaming">${t.rg}</a></li></ul></section>
<section><h3>${t.legal}</h3><ul><li><a href="{{site_url}}/page/terms">${t.terms}</a></li><li><a href="/page/privacy">${t.privacy}</a></li><li><a href="/page/cookie-policy">${t.cookies}</a></li><li><a href="/policy/terms">${t.policyTerms}</a></li></ul></section>
</div>
<div class="footer-payments-row"><h4>${t.payments}</h4>${PAYMENT_ROW.replace('aria-label="payments"', `aria-label="${t.payments}"`)}</div>`;

const PAGES: Record<Lang, Record<PagePath, Writer>> = {
  en: {
    footer: (b) =>
      meta(
        "Footer",
        b,
        "footer",
        `${b} footer`,
        footer(b, {
          about: "About",
          help: "Help",
          legal: "Legal",
          aboutUs: `About ${b}`,
          promos: "Promotions",
          vip: "Play safe",
          faq: "FAQ",
          contact: "Contact us",
          rg: "Responsible gaming",
          terms: "Terms & Conditions",
          privacy: "Privacy policy",
          cookies: "Cookie policy",
          policyTerms: "General terms (policy)",
          payments: "Payment methods",
          age: "Adults only",
          ageText:
            "Gambling is for people aged 18 and over only. Gambling can be addictive: please play responsibly and set limits.",
          licence: `${b} is operated under a licence issued by the competent gaming authority. Games are certified for fairness by independent test laboratories.`,
        }),
      ),
    faq: (b) =>
      meta(
        "Frequently asked questions",
        b,
        "faq, help, support, deposits, withdrawals",
        `Answers to the most common questions about playing at ${b}.`,
        `
<h2>Account</h2>
<h3>How do I open an account?</h3><p>Click <strong>Register</strong>, fill in your details and confirm your email address. It takes about a minute. You must be at least 18 years old.</p>
<h3>I forgot my password. What now?</h3><p>Use <em>Forgot password</em> in the login window. We will email you a link that lets you choose a new password; the link expires after a short time for your safety.</p>
<h2>Deposits and withdrawals</h2>
<h3>Which payment methods can I use?</h3><p>The methods available in your country are listed in the cashier. Deposits are credited instantly in most cases.</p>
<h3>How long does a withdrawal take?</h3><p>We review withdrawals quickly, usually within 24 hours. Before your first withdrawal we may ask you to verify your identity.</p>
<ul><li>Withdrawals are paid to the method you deposited with whenever possible.</li><li>Pending withdrawals can be cancelled from your account until they are processed.</li></ul>
<h2>Games</h2>
<h3>Can I try games for free?</h3><p>Most slots offer a demo mode with play money. Live dealer games are played for real money only.</p>
<h3>Are the games fair?</h3><p>Every game at ${b} comes from licensed studios and uses a certified random number generator.</p>`,
      ),
    "contact-us": (b) =>
      meta(
        "Contact us",
        b,
        "contact, support, help, chat",
        `Get in touch with the ${b} support team.`,
        `
<h2>We are here to help</h2>
<p>Our support team is available <strong>24 hours a day, 7 days a week</strong>. The quickest way to reach us is live chat: open it from the support button at the top of the page.</p>
<h3>Other ways to reach us</h3>
<ul><li>Use the contact form below and we will reply by email, usually within a few hours.</li><li>Check the <a href="/page/faq">FAQ</a>: most questions are answered there.</li></ul>
<p>For your security, we will never ask for your password by chat or email.</p>`,
      ),
    terms: (b) =>
      meta(
        "Terms and conditions",
        b,
        "terms, conditions, rules",
        `The terms and conditions that apply when you play at ${b}.`,
        `
<h2>1. Introduction</h2>
<p>These terms and conditions govern your use of ${b} at {{site_url}} (website code {{webisteCode}}). By registering an account or playing any game you accept them in full.</p>
<h2>2. Your account</h2>
<ul><li>You must be at least 18 years old and legally allowed to gamble in your country.</li><li>Only one account per person, household and payment method is allowed.</li><li>The information you give us must be true and kept up to date.</li></ul>
<h2>3. Deposits and withdrawals</h2>
<p>Deposits must be made from payment methods in your own name. We may ask for documents to verify your identity, address and source of funds before a withdrawal is paid.</p>
<h2>4. Bonuses</h2>
<p>Bonuses are subject to their own rules, shown with each offer. Abuse of bonuses may lead to their removal and to the closure of the account.</p>
<h2 id="blockedTerritory">5. Restricted territories</h2>
<p>${b} does not accept players from territories where online gambling is prohibited. Using tools to hide your location is not allowed.</p>
<h2>6. Responsible gaming</h2>
<p>You can set deposit, loss, wager and session limits, take a break or exclude yourself at any time from your account.</p>`,
      ),
    privacy: (b) =>
      meta(
        "Privacy policy",
        b,
        "privacy, personal data, GDPR, LGPD",
        `How ${b} collects, uses and protects your personal data.`,
        `
<h2>Who we are</h2><p>${b} is responsible for the personal data you share with us when you use our website.</p>
<h2>What we collect</h2><ul><li>Identity and contact details you give when you register.</li><li>Transaction and game history.</li><li>Technical data such as your IP address and device, used for security and fraud prevention.</li></ul>
<h2>Why we use it</h2><p>To run your account, to meet our legal duties (anti-money-laundering, age verification, responsible gaming) and, only with your consent, to send you offers.</p>
<h2>Your rights</h2><p>You can ask for a copy of your data, correct it, or ask us to delete it where the law allows. Contact our support team to exercise these rights.</p>`,
      ),
    "cookie-policy": (b) =>
      meta(
        "Cookie policy",
        b,
        "cookies, tracking, consent",
        `Which cookies ${b} uses and how to manage them.`,
        `
<h2>What cookies are</h2><p>Cookies are small text files stored by your browser. They keep you logged in, remember your language and help us understand how the site is used.</p>
<h2>Cookies we use</h2><ul><li><strong>Essential:</strong> session and security cookies; the site does not work without them.</li><li><strong>Preferences:</strong> language and cookie consent.</li><li><strong>Analytics and marketing:</strong> only after you accept them.</li></ul>
<h2>Managing cookies</h2><p>You can change your choice at any time in your browser settings. Blocking essential cookies will prevent you from logging in.</p>`,
      ),
    "responsible-gaming": (b) =>
      meta(
        "Responsible gaming",
        b,
        "responsible gaming, limits, self-exclusion, help",
        `Tools and advice from ${b} to keep gambling fun and safe.`,
        `
<h2>Keep it fun</h2><p>Gambling should be entertainment, never a way to make money. At ${b} you stay in control with tools that work immediately.</p>
<h2>Your tools</h2><ul><li><strong>Deposit, loss and wager limits</strong> per day, week or month.</li><li><strong>Session limits and reality checks</strong> that remind you how long you have been playing.</li><li><strong>Cool-off</strong> for 1, 3, 7 or 30 days, and <strong>self-exclusion</strong> from six months to indefinitely.</li></ul>
<h2>Warning signs</h2><ul><li>Spending more money or time than you planned.</li><li>Chasing losses or borrowing money to gamble.</li><li>Hiding your gambling from family and friends.</li></ul>
<p>If any of these sounds familiar, contact our support team or a specialist organisation. Players under 18 are not allowed to play.</p>`,
      ),
  },
  pb: {
    footer: (b) =>
      meta(
        "Rodapé",
        b,
        "rodapé",
        `Rodapé do ${b}`,
        footer(b, {
          about: "Sobre",
          help: "Ajuda",
          legal: "Legal",
          aboutUs: `Sobre o ${b}`,
          promos: "Promoções",
          vip: "Jogue com segurança",
          faq: "Perguntas frequentes",
          contact: "Fale conosco",
          rg: "Jogo responsável",
          terms: "Termos e Condições",
          privacy: "Política de privacidade",
          cookies: "Política de cookies",
          policyTerms: "Termos gerais (política)",
          payments: "Formas de pagamento",
          age: "Proibido para menores",
          ageText:
            "Jogos de apostas são permitidos apenas para maiores de 18 anos. Apostas podem causar dependência: jogue com responsabilidade e defina limites.",
          licence: `O ${b} opera sob licença concedida pela autoridade competente. Os jogos são certificados por laboratórios independentes.`,
        }),
      ),
    faq: (b) =>
      meta(
        "Perguntas frequentes",
        b,
        "perguntas frequentes, ajuda, suporte, depósitos, saques",
        `Respostas às dúvidas mais comuns sobre jogar no ${b}.`,
        `
<h2>Conta</h2>
<h3>Como abro uma conta?</h3><p>Clique em <strong>Cadastre-se</strong>, informe seu CPF e seus dados e confirme seu e-mail. Leva cerca de um minuto. É preciso ter 18 anos ou mais.</p>
<h3>Esqueci minha senha. E agora?</h3><p>Use <em>Esqueci minha senha</em> na janela de login. Enviaremos um link por e-mail para você criar uma nova senha; por segurança, o link expira em pouco tempo.</p>
<h2>Depósitos e saques</h2>
<h3>Quais formas de pagamento posso usar?</h3><p>As formas disponíveis aparecem no caixa. Depósitos via PIX são creditados na hora, na maioria dos casos.</p>
<h3>Quanto tempo demora um saque?</h3><p>Analisamos os saques rapidamente, normalmente em até 24 horas. Antes do primeiro saque podemos pedir a verificação da sua identidade.</p>
<ul><li>Os saques são pagos, sempre que possível, na mesma forma usada para depositar.</li><li>Saques pendentes podem ser cancelados na sua conta até serem processados.</li></ul>
<h2>Jogos</h2>
<h3>Posso testar os jogos de graça?</h3><p>A maioria dos slots tem modo demo, com créditos de brincadeira. Os jogos ao vivo são jogados apenas com dinheiro real.</p>
<h3>Os jogos são justos?</h3><p>Todos os jogos do ${b} vêm de estúdios licenciados e usam um gerador de números aleatórios certificado.</p>`,
      ),
    "contact-us": (b) =>
      meta(
        "Fale conosco",
        b,
        "contato, suporte, ajuda, chat",
        `Fale com a equipe de suporte do ${b}.`,
        `
<h2>Estamos aqui para ajudar</h2>
<p>Nosso suporte funciona <strong>24 horas por dia, 7 dias por semana</strong>. O jeito mais rápido de falar conosco é o chat ao vivo: abra-o pelo botão de suporte no topo da página.</p>
<h3>Outras formas de contato</h3>
<ul><li>Use o formulário abaixo e responderemos por e-mail, geralmente em poucas horas.</li><li>Confira as <a href="/page/faq">perguntas frequentes</a>: a maioria das dúvidas já está respondida lá.</li></ul>
<p>Para sua segurança, nunca pediremos sua senha por chat ou e-mail.</p>`,
      ),
    terms: (b) =>
      meta(
        "Termos e condições",
        b,
        "termos, condições, regras",
        `Os termos e condições para jogar no ${b}.`,
        `
<h2>1. Introdução</h2>
<p>Estes termos e condições regem o uso do ${b} em {{site_url}} (código do site {{webisteCode}}). Ao criar uma conta ou jogar qualquer jogo, você os aceita integralmente.</p>
<h2>2. Sua conta</h2>
<ul><li>Você precisa ter pelo menos 18 anos e estar legalmente autorizado a apostar.</li><li>É permitida apenas uma conta por pessoa, CPF, endereço e forma de pagamento.</li><li>Seus dados devem ser verdadeiros e mantidos atualizados.</li></ul>
<h2>3. Depósitos e saques</h2>
<p>Os depósitos devem ser feitos a partir de contas em seu próprio nome. Podemos solicitar documentos para verificar identidade, endereço e origem dos recursos antes de pagar um saque.</p>
<h2>4. Bônus</h2>
<p>Os bônus seguem regras próprias, exibidas em cada oferta. O abuso de bônus pode levar à sua remoção e ao encerramento da conta.</p>
<h2 id="blockedTerritory">5. Territórios restritos</h2>
<p>O ${b} não aceita jogadores de territórios onde as apostas online são proibidas. Não é permitido usar ferramentas para ocultar sua localização.</p>
<h2>6. Jogo responsável</h2>
<p>Você pode definir limites de depósito, perda, aposta e sessão, fazer uma pausa ou se autoexcluir a qualquer momento pela sua conta.</p>`,
      ),
    privacy: (b) =>
      meta(
        "Política de privacidade",
        b,
        "privacidade, dados pessoais, LGPD",
        `Como o ${b} coleta, usa e protege seus dados pessoais.`,
        `
<h2>Quem somos</h2><p>O ${b} é o controlador dos dados pessoais que você compartilha conosco ao usar o site, nos termos da LGPD.</p>
<h2>O que coletamos</h2><ul><li>Dados de identificação e contato informados no cadastro, incluindo o CPF.</li><li>Histórico de transações e de jogo.</li><li>Dados técnicos, como endereço IP e dispositivo, usados para segurança e prevenção a fraudes.</li></ul>
<h2>Para que usamos</h2><p>Para manter sua conta, cumprir obrigações legais (prevenção à lavagem de dinheiro, verificação de idade, jogo responsável) e, somente com seu consentimento, enviar ofertas.</p>
<h2>Seus direitos</h2><p>Você pode pedir uma cópia dos seus dados, corrigi-los ou solicitar a exclusão quando a lei permitir. Fale com o suporte para exercer esses direitos.</p>`,
      ),
    "cookie-policy": (b) =>
      meta(
        "Política de cookies",
        b,
        "cookies, rastreamento, consentimento",
        `Quais cookies o ${b} usa e como gerenciá-los.`,
        `
<h2>O que são cookies</h2><p>Cookies são pequenos arquivos de texto guardados pelo navegador. Eles mantêm você conectado, lembram o seu idioma e nos ajudam a entender como o site é usado.</p>
<h2>Cookies que usamos</h2><ul><li><strong>Essenciais:</strong> cookies de sessão e de segurança; o site não funciona sem eles.</li><li><strong>Preferências:</strong> idioma e consentimento de cookies.</li><li><strong>Análise e marketing:</strong> apenas depois que você os aceita.</li></ul>
<h2>Como gerenciar</h2><p>Você pode mudar sua escolha a qualquer momento nas configurações do navegador. Bloquear os cookies essenciais impede o login.</p>`,
      ),
    "responsible-gaming": (b) =>
      meta(
        "Jogo responsável",
        b,
        "jogo responsável, limites, autoexclusão, ajuda",
        `Ferramentas e dicas do ${b} para que o jogo continue divertido e seguro.`,
        `
<h2>Jogue por diversão</h2><p>Apostar deve ser entretenimento, nunca uma forma de ganhar dinheiro. No ${b} você mantém o controle com ferramentas que funcionam na hora.</p>
<h2>Suas ferramentas</h2><ul><li><strong>Limites de depósito, perda e aposta</strong> por dia, semana ou mês.</li><li><strong>Limite de sessão e alertas de tempo</strong> que lembram há quanto tempo você está jogando.</li><li><strong>Pausa</strong> de 1, 3, 7 ou 30 dias e <strong>autoexclusão</strong> de seis meses até por tempo indeterminado.</li></ul>
<h2>Sinais de alerta</h2><ul><li>Gastar mais dinheiro ou tempo do que planejou.</li><li>Tentar recuperar perdas ou pedir dinheiro emprestado para apostar.</li><li>Esconder as apostas da família e dos amigos.</li></ul>
<p>Se algo disso parecer familiar, fale com nosso suporte ou procure uma organização especializada. Menores de 18 anos não podem jogar.</p>`,
      ),
  },
  es: {
    footer: (b) =>
      meta(
        "Pie de página",
        b,
        "pie de página",
        `Pie de página de ${b}`,
        footer(b, {
          about: "Acerca de",
          help: "Ayuda",
          legal: "Legal",
          aboutUs: `Acerca de ${b}`,
          promos: "Promociones",
          vip: "Juega seguro",
          faq: "Preguntas frecuentes",
          contact: "Contáctanos",
          rg: "Juego responsable",
          terms: "Términos y condiciones",
          privacy: "Política de privacidad",
          cookies: "Política de cookies",
          policyTerms: "Términos generales (política)",
          payments: "Métodos de pago",
          age: "Solo adultos",
          ageText:
            "El juego está permitido solo a mayores de 18 años. El juego puede crear adicción: juega con responsabilidad y fija límites.",
          licence: `${b} opera con una licencia emitida por la autoridad de juego competente. Los juegos están certificados por laboratorios independientes.`,
        }),
      ),
    faq: (b) =>
      meta(
        "Preguntas frecuentes",
        b,
        "preguntas frecuentes, ayuda, soporte, depósitos, retiros",
        `Respuestas a las preguntas más habituales sobre jugar en ${b}.`,
        `
<h2>Cuenta</h2>
<h3>¿Cómo abro una cuenta?</h3><p>Haz clic en <strong>Regístrate</strong>, completa tus datos y confirma tu correo electrónico. Tarda alrededor de un minuto. Debes tener al menos 18 años.</p>
<h3>Olvidé mi contraseña. ¿Qué hago?</h3><p>Usa <em>Olvidé mi contraseña</em> en la ventana de inicio de sesión. Te enviaremos un enlace para crear una nueva; por tu seguridad, el enlace caduca en poco tiempo.</p>
<h2>Depósitos y retiros</h2>
<h3>¿Qué métodos de pago puedo usar?</h3><p>Los métodos disponibles en tu país aparecen en la caja. En la mayoría de los casos los depósitos se acreditan al instante.</p>
<h3>¿Cuánto tarda un retiro?</h3><p>Revisamos los retiros rápidamente, normalmente en menos de 24 horas. Antes del primer retiro podemos pedirte que verifiques tu identidad.</p>
<ul><li>Siempre que sea posible, los retiros se pagan al mismo método usado para depositar.</li><li>Puedes cancelar un retiro pendiente desde tu cuenta hasta que se procese.</li></ul>
<h2>Juegos</h2>
<h3>¿Puedo probar los juegos gratis?</h3><p>La mayoría de las tragamonedas tienen modo demo con créditos de prueba. Los juegos en vivo solo se juegan con dinero real.</p>
<h3>¿Los juegos son justos?</h3><p>Todos los juegos de ${b} provienen de estudios con licencia y usan un generador de números aleatorios certificado.</p>`,
      ),
    "contact-us": (b) =>
      meta(
        "Contáctanos",
        b,
        "contacto, soporte, ayuda, chat",
        `Ponte en contacto con el equipo de soporte de ${b}.`,
        `
<h2>Estamos para ayudarte</h2>
<p>Nuestro equipo de soporte está disponible <strong>las 24 horas, los 7 días de la semana</strong>. La forma más rápida de contactarnos es el chat en vivo: ábrelo con el botón de soporte en la parte superior de la página.</p>
<h3>Otras formas de contacto</h3>
<ul><li>Usa el formulario de abajo y te responderemos por correo electrónico, normalmente en pocas horas.</li><li>Consulta las <a href="/page/faq">preguntas frecuentes</a>: allí encontrarás la mayoría de las respuestas.</li></ul>
<p>Por tu seguridad, nunca te pediremos la contraseña por chat ni por correo electrónico.</p>`,
      ),
    terms: (b) =>
      meta(
        "Términos y condiciones",
        b,
        "términos, condiciones, reglas",
        `Los términos y condiciones que se aplican al jugar en ${b}.`,
        `
<h2>1. Introducción</h2>
<p>Estos términos y condiciones regulan el uso de ${b} en {{site_url}} (código del sitio {{webisteCode}}). Al registrar una cuenta o jugar a cualquier juego los aceptas en su totalidad.</p>
<h2>2. Tu cuenta</h2>
<ul><li>Debes tener al menos 18 años y estar legalmente autorizado a jugar en tu país.</li><li>Solo se permite una cuenta por persona, domicilio y método de pago.</li><li>Los datos que nos facilites deben ser verdaderos y estar actualizados.</li></ul>
<h2>3. Depósitos y retiros</h2>
<p>Los depósitos deben hacerse con métodos de pago a tu nombre. Podemos pedir documentos para verificar tu identidad, domicilio y origen de los fondos antes de pagar un retiro.</p>
<h2>4. Bonos</h2>
<p>Los bonos tienen sus propias reglas, que se muestran con cada oferta. El abuso de bonos puede dar lugar a su retirada y al cierre de la cuenta.</p>
<h2 id="blockedTerritory">5. Territorios restringidos</h2>
<p>${b} no acepta jugadores de territorios donde el juego en línea está prohibido. No está permitido usar herramientas para ocultar tu ubicación.</p>
<h2>6. Juego responsable</h2>
<p>Puedes fijar límites de depósito, pérdida, apuesta y sesión, tomarte un descanso o autoexcluirte en cualquier momento desde tu cuenta.</p>`,
      ),
    privacy: (b) =>
      meta(
        "Política de privacidad",
        b,
        "privacidad, datos personales, RGPD",
        `Cómo ${b} recoge, usa y protege tus datos personales.`,
        `
<h2>Quiénes somos</h2><p>${b} es el responsable de los datos personales que compartes con nosotros al usar nuestro sitio web.</p>
<h2>Qué datos recogemos</h2><ul><li>Datos de identidad y de contacto que nos das al registrarte.</li><li>Historial de transacciones y de juego.</li><li>Datos técnicos como tu dirección IP y dispositivo, usados para la seguridad y la prevención del fraude.</li></ul>
<h2>Para qué los usamos</h2><p>Para gestionar tu cuenta, cumplir nuestras obligaciones legales (prevención del blanqueo de capitales, verificación de edad, juego responsable) y, solo con tu consentimiento, enviarte ofertas.</p>
<h2>Tus derechos</h2><p>Puedes pedir una copia de tus datos, corregirlos o solicitar su supresión cuando la ley lo permita. Contacta con soporte para ejercer estos derechos.</p>`,
      ),
    "cookie-policy": (b) =>
      meta(
        "Política de cookies",
        b,
        "cookies, seguimiento, consentimiento",
        `Qué cookies usa ${b} y cómo gestionarlas.`,
        `
<h2>Qué son las cookies</h2><p>Las cookies son pequeños archivos de texto que guarda tu navegador. Mantienen tu sesión iniciada, recuerdan tu idioma y nos ayudan a entender cómo se usa el sitio.</p>
<h2>Cookies que usamos</h2><ul><li><strong>Esenciales:</strong> cookies de sesión y de seguridad; el sitio no funciona sin ellas.</li><li><strong>Preferencias:</strong> idioma y consentimiento de cookies.</li><li><strong>Analíticas y de marketing:</strong> solo después de que las aceptes.</li></ul>
<h2>Gestionar las cookies</h2><p>Puedes cambiar tu elección en cualquier momento desde la configuración del navegador. Bloquear las cookies esenciales impide iniciar sesión.</p>`,
      ),
    "responsible-gaming": (b) =>
      meta(
        "Juego responsable",
        b,
        "juego responsable, límites, autoexclusión, ayuda",
        `Herramientas y consejos de ${b} para que el juego siga siendo divertido y seguro.`,
        `
<h2>Que siga siendo divertido</h2><p>El juego debe ser entretenimiento, nunca una forma de ganar dinero. En ${b} mantienes el control con herramientas que se aplican al momento.</p>
<h2>Tus herramientas</h2><ul><li><strong>Límites de depósito, pérdida y apuesta</strong> por día, semana o mes.</li><li><strong>Límites de sesión y avisos de tiempo</strong> que te recuerdan cuánto llevas jugando.</li><li><strong>Pausa</strong> de 1, 3, 7 o 30 días y <strong>autoexclusión</strong> desde seis meses hasta por tiempo indefinido.</li></ul>
<h2>Señales de alerta</h2><ul><li>Gastar más dinero o tiempo del previsto.</li><li>Intentar recuperar pérdidas o pedir dinero prestado para jugar.</li><li>Ocultar el juego a la familia y a los amigos.</li></ul>
<p>Si algo de esto te resulta familiar, contacta con nuestro soporte o con una organización especializada. Los menores de 18 años no pueden jugar.</p>`,
      ),
  },
};

/** What the footer calls a payment method: its brand names, or what it is where it has none. */
const PAYMENT_LABELS: Record<string, string[] | Record<Lang, string>> = {
  PIX: ["PIX"],
  CREDITCARD: ["Visa", "Mastercard"],
  PayPal: ["PayPal"],
  NETELLER: ["NETELLER"],
  SKRILL: ["Skrill"],
  ZIMPLER: ["Zimpler"],
  RAPID_TRANSFER: ["Rapid Transfer"],
  SOFORT: ["Sofort"],
  IDEAL: ["iDEAL"],
  WIRE_TRANSFER: { en: "Bank transfer", pb: "Transferência bancária", es: "Transferencia bancaria" },
  INSTADEBIT: ["Instadebit"],
  QIWI: ["QIWI"],
  BANKIBAN: { en: "Bank account (IBAN)", pb: "Conta bancária (IBAN)", es: "Cuenta bancaria (IBAN)" },
  IDEBIT: ["iDebit"],
};

/** The footer's payment row: the brand's own methods (payments.displayOrder), not a guess from its currency. */
export function paymentRow(methods: readonly string[], lang: Lang): string {
  const labels = methods.flatMap((method) => {
    const label = PAYMENT_LABELS[method] ?? [method];
    return Array.isArray(label) ? label : [label[lang]];
  });
  return `<ul class="footer-payments">${labels.map((m) => `<li>${m}</li>`).join("")}</ul>`;
}

/** A page's text for a site: its name in the text, its payment methods in the footer. */
export function pageText(
  lang: Lang,
  path: PagePath,
  site: { name: string; paymentMethods: readonly string[] },
): PageText {
  const page = PAGES[lang][path](site.name);
  return {
    ...page,
    content: page.content
      .trim()
      .replace(/<ul class="footer-payments"[^>]*>.*?<\/ul>/, paymentRow(site.paymentMethods, lang)),
  };
}
