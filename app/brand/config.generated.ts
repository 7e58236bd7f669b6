/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/brand.schema.json by `npm run brands -- types`.
 * Change the schema and run that command again; `npm run brands -- types --check` fails when this file is stale.
 */

/**
 * A lower-case host name without scheme, port or path.
 */
export type Hostname = string;

/**
 * A language with its own URL prefix and full translations: en, es or pb.
 */
export type RoutedLanguage = "en" | "es" | "pb";

/**
 * A supported language code: en, fi, no, sv, de, ja, cd, nz, fr, ko, pl, ro, hu, pb (Brazilian Portuguese) or es.
 */
export type LanguageCode =
  "en" | "fi" | "no" | "sv" | "de" | "ja" | "cd" | "nz" | "fr" | "ko" | "pl" | "ro" | "hu" | "pb" | "es";

/**
 * A BCP 47 locale tag such as pt-BR.
 */
export type LocaleTag = string;

/**
 * ISO 3166-1 alpha-2 country code, upper case.
 */
export type CountryCode = string;

/**
 * A colour as #rrggbb.
 */
export type Colour = string;

/**
 * An absolute https URL.
 */
export type HttpsUrl = string;

/**
 * An e-mail address.
 */
export type Email = string;

/**
 * A banner zone id.
 */
export type ZoneId = string;

/**
 * Platform payment method code.
 */
export type PaymentMethodName =
  | "PIX"
  | "CREDITCARD"
  | "PayPal"
  | "NETELLER"
  | "SKRILL"
  | "ZIMPLER"
  | "RAPID_TRANSFER"
  | "SOFORT"
  | "IDEAL"
  | "WIRE_TRANSFER"
  | "INSTADEBIT"
  | "QIWI"
  | "BANKIBAN"
  | "IDEBIT";

/**
 * A path under the platform base URL, e.g. /sandbox/idp/google/token: one or more /segment of letters, digits and . _ ~ -, no query.
 */
export type PlatformPath = string;


/**
 * Everything that differs between brands of the white-label front end. One file per brand at brands/<id>/brand.json; every property is required and explicit, except those with a "default": the loader fills a missing one in and `npm run brands -- validate` names it ("using default …"). schemaVersion says which config version the file is written for (docs/brand-authoring.md has the changelog). Properties marked "x-visibility": "server" never reach the browser.
 */
export interface BrandConfig {
  /**
   * Path or URL of this JSON Schema, for editor completion and checks; ignored at run time.
   */
  $schema?: string;
  /**
   * The config version this file is written for (changelog in docs/brand-authoring.md). Absent: 1, the oldest. `npm run brands -- upgrade` writes keys that have no safe default and sets the current version; a version newer than the running release knows is refused.
   */
  schemaVersion?: number;
  /**
   * Brand id: lower-case letters, digits and hyphens, 2-31 characters; must equal the brand's folder name under brands/.
   */
  id: string;
  /**
   * Brand name shown to players (page titles, legal footer, e-mails).
   */
  name: string;
  /**
   * Three-character site code sent to the platform (X-Site-Code) and substituted for {{webisteCode}} in static pages. Brands may share one: on the platform they are then one site (ADR 011).
   */
  siteCode: string;
  /**
   * Host names (lower case, no scheme or port) that serve this brand; the request's Host header selects the brand. Unique across brands.
   *
   * @minItems 1
   */
  domains: [Hostname, ...Hostname[]];
  /**
   * Languages: which are routed under a URL prefix, which else are handled, and how visitors are mapped to one.
   */
  languages: {
    /**
     * Languages with their own URL prefix ({lang}/…) and full translations; only en, es and pb can be routed.
     *
     * @minItems 1
     */
    routed: [RoutedLanguage, ...RoutedLanguage[]];
    /**
     * Language used when neither the URL, the stored choice nor the visitor's country or browser decides; must be one of the routed languages.
     */
    default: RoutedLanguage;
    /**
     * Further supported language codes handled without their own routes (stored choice, country mapping, launcher language); must not repeat a routed language.
     */
    extra: LanguageCode[];
    /**
     * Language chosen for a visitor from a country (ISO 3166-1 alpha-2 key) when the URL and stored choice don't decide; a language the brand does not route is skipped, and the browser's Accept-Language decides next, then the default.
     */
    countryLanguages: {
      /**
       * Language for visitors from this country.
       */
      [k: string]: LanguageCode | undefined;
    };
    /**
     * BCP 47 locale used for number, date and currency formatting of each routed language; one entry per routed language.
     */
    intl: {
      /**
       * Locale for en pages, e.g. en-US or en-GB.
       */
      en?: LocaleTag;
      /**
       * Locale for es pages, e.g. es-PY or es-ES.
       */
      es?: LocaleTag;
      /**
       * Locale for pb (Brazilian Portuguese) pages, e.g. pt-BR.
       */
      pb?: LocaleTag;
    };
  };
  /**
   * Currency of the brand and how amounts are formatted.
   */
  currency: {
    /**
     * ISO 4217 currency code, e.g. BRL or EUR.
     */
    code: string;
    /**
     * Currency symbol shown with amounts, e.g. R$ or €.
     */
    symbol: string;
    /**
     * Whether the symbol goes before or after the amount.
     */
    position: "before" | "after";
    /**
     * Whether a space separates the symbol and the amount.
     */
    space: boolean;
    /**
     * Decimal separator of formatted amounts.
     */
    decimalSeparator: "," | ".";
    /**
     * Thousands separator of formatted amounts (may be empty for none); must differ from the decimal separator.
     */
    thousandsSeparator: "," | "." | " " | " " | "'" | "";
    /**
     * Number of decimals shown and sent with amounts.
     */
    decimals: number;
  };
  /**
   * The brand's home country (ISO 3166-1 alpha-2): the embedded sandbox reports it as the visitor's country when no test control overrides it.
   */
  defaultCountry: CountryCode;
  /**
   * The identity document registration asks for (CPF, a national id with its pattern, or none). Default when absent: CPF for a brand whose defaultCountry is BR (where the previous releases registered by CPF), none elsewhere.
   */
  identityDocument: IdentityDocument;
  /**
   * IANA time zone for dates shown to players, e.g. cool-off end dates (e.g. America/Sao_Paulo).
   */
  timeZone: string;
  /**
   * Visual theme, emitted as CSS custom properties.
   */
  theme: {
    /**
     * Base colour scheme of the site (sets color-scheme for form controls and scrollbars).
     */
    colorScheme: "dark" | "light";
    /**
     * Theme colours as #rrggbb, emitted as --color-<name> custom properties.
     */
    colors: {
      /**
       * Page background (#rrggbb).
       */
      background: Colour;
      /**
       * Background of cards, modals and menus (#rrggbb).
       */
      surface: Colour;
      /**
       * Background of elements raised above a surface (inputs, hovered rows) (#rrggbb).
       */
      surfaceRaised: Colour;
      /**
       * Borders and dividers (#rrggbb).
       */
      border: Colour;
      /**
       * Body text (#rrggbb).
       */
      text: Colour;
      /**
       * Secondary text and placeholders (#rrggbb).
       */
      textMuted: Colour;
      /**
       * Main brand colour: primary buttons, links, active tabs (#rrggbb).
       */
      primary: Colour;
      /**
       * Text drawn on the primary colour (#rrggbb).
       */
      primaryText: Colour;
      /**
       * Secondary brand colour: highlights, badges, tags (#rrggbb).
       */
      accent: Colour;
      /**
       * Text drawn on the accent colour (#rrggbb).
       */
      accentText: Colour;
      /**
       * Errors and destructive actions (#rrggbb).
       */
      danger: Colour;
      /**
       * Warnings (#rrggbb).
       */
      warning: Colour;
      /**
       * Success messages and states (#rrggbb).
       */
      success: Colour;
      /**
       * Informational messages (#rrggbb).
       */
      info: Colour;
    };
    /**
     * CSS font-family stack for all text.
     */
    fontFamily: string;
    /**
     * Corner radius of buttons, inputs and cards, in CSS pixels.
     */
    radius: number;
  };
  /**
   * Brand images, files under brands/<id>/assets/.
   */
  assets: {
    /**
     * Logo file name in the brand's assets folder (svg, png or webp), shown in the header and on the not-found, maintenance and blocked pages.
     */
    logo: string;
    /**
     * Intrinsic width of the logo in CSS pixels (reserves space, avoids layout shift).
     */
    logoWidth: number;
    /**
     * Intrinsic height of the logo in CSS pixels.
     */
    logoHeight: number;
    /**
     * Favicon file name in the brand's assets folder (svg, png or ico).
     */
    favicon: string;
  };
  /**
   * Operator data for the legal footer.
   */
  legal: {
    /**
     * Registered name of the operating company.
     */
    companyName: string;
    /**
     * Company registration number as shown in the footer.
     */
    companyNumber: string;
    /**
     * Registered address of the operating company.
     */
    address: string;
    /**
     * Gambling licence shown in the footer.
     */
    licence: {
      /**
       * Licensing authority.
       */
      authority: string;
      /**
       * Licence number.
       */
      number: string;
      /**
       * Page of the licensing authority or licence validator (https).
       */
      url: HttpsUrl;
    };
    /**
     * Minimum age shown in the footer (18+ badge).
     */
    minimumAge: number;
    /**
     * Support e-mail address shown in the footer and on the account-locked page.
     */
    supportEmail: Email;
    /**
     * Responsible-gambling help organisation linked from the footer (https).
     */
    responsibleGamblingUrl: HttpsUrl;
  };
  /**
   * Rules for visitors and players from a country (ISO 3166-1 alpha-2 key); countries not listed have no extra rules.
   */
  countryRules: {
    /**
     * Rules for players from this country.
     */
    [k: string]: CountryRule | undefined;
  };
  /**
   * Limits, durations and constants of the product (spec §9 and §5).
   */
  limits: {
    /**
     * Phone number length rules.
     */
    phone: {
      /**
       * Minimum number of digits of a phone number.
       */
      minDigits: number;
      /**
       * Maximum number of digits of a phone number (input capped there).
       */
      maxDigits: number;
      /**
       * Optional, for markets that ask for it (Brazil: 55): the dial code whose numbers must have exactly brazilDigits digits. Set both or neither.
       */
      brazilAreaCode?: string;
      /**
       * Optional, with brazilAreaCode: the exact number of digits required with that dial code.
       */
      brazilDigits?: number;
    };
    /**
     * One-time-password (SMS code) entry.
     */
    otp: {
      /**
       * Number of digits of an OTP code.
       */
      digits: number;
      /**
       * Countdown before the code can be re-sent, in seconds.
       */
      resendSeconds: number;
      /**
       * Initial value of the resend timer, in seconds.
       */
      initialSeconds: number;
      /**
       * How long a wrong-code error shows before the form resets (milliseconds).
       */
      wrongCodeDisplayMs: number;
      /**
       * Duration of the verification progress indicator (milliseconds).
       */
      progressMs: number;
    };
    /**
     * Toast notifications.
     */
    toast: {
      /**
       * How long a toast stays, shown by its progress bar (milliseconds).
       */
      durationMs: number;
      /**
       * Toast fade-in (milliseconds).
       */
      fadeInMs: number;
      /**
       * Toast fade-out (milliseconds).
       */
      fadeOutMs: number;
    };
    /**
     * Maximum length of the login and forgot-password e-mail.
     */
    loginEmailMaxLength: number;
    /**
     * Minimum password length.
     */
    passwordMinLength: number;
    /**
     * Length of first and last names at registration.
     */
    name: {
      /**
       * Minimum name length.
       */
      min: number;
      /**
       * Maximum name length.
       */
      max: number;
    };
    /**
     * Length of a formatted CPF (ddd.ddd.ddd-dd); Validate is enabled only at this length.
     */
    cpfFormattedLength: number;
    /**
     * Minimum age of a player at registration, in years.
     */
    minimumAge: number;
    /**
     * Highest daily, weekly or monthly deposit limit a player can set.
     */
    depositLimitCap: number;
    /**
     * Card number length.
     */
    card: {
      /**
       * Minimum digits of a card number.
       */
      minDigits: number;
      /**
       * Maximum digits of a card number.
       */
      maxDigits: number;
    };
    /**
     * Number of last-played games requested and shown.
     */
    lastPlayedGames: number;
    /**
     * Games shown in one lobby or recommended-games carousel.
     */
    carouselGames: number;
    /**
     * Games per page of a grid; the same number loads on each scroll to the footer.
     */
    gridPageSize: number;
    /**
     * Delay before loading the next grid page near the footer (milliseconds).
     */
    gridScrollDelayMs: number;
    /**
     * Times lobby data is re-requested when missing.
     */
    lobbyRetries: number;
    /**
     * Game search.
     */
    search: {
      /**
       * Characters needed before a search runs.
       */
      minChars: number;
      /**
       * Time the search box ignores blur after opening (milliseconds).
       */
      focusGuardMs: number;
      /**
       * Scroll-to-search animation on mobile (milliseconds).
       */
      mobileScrollMs: number;
    };
    /**
     * Delay before the game-window description tabs appear (milliseconds).
     */
    tabsDelayMs: number;
    /**
     * Tick of the header and game-window clocks (milliseconds).
     */
    clockTickMs: number;
    /**
     * Scroll animation of the lobby tab bar (milliseconds).
     */
    tabScrollMs: number;
    /**
     * Game carousels.
     */
    carousel: {
      /**
       * Slide transition of a carousel (milliseconds).
       */
      speedMs: number;
      /**
       * Number of colours the theme tiles cycle through.
       */
      tagColours: number;
      /**
       * Slides per view from a viewport width upwards, in ascending minWidth order.
       *
       * @minItems 1
       */
      slidesPerView: [
        {
          /**
           * Viewport width in CSS pixels from which this applies.
           */
          minWidth: number;
          /**
           * Number of slides visible (fractions show a partial slide).
           */
          slides: number;
        },
        ...{
          /**
           * Viewport width in CSS pixels from which this applies.
           */
          minWidth: number;
          /**
           * Number of slides visible (fractions show a partial slide).
           */
          slides: number;
        }[],
      ];
    };
    /**
     * Banner carousel on casino, live casino and promotions.
     */
    bannerCarousel: {
      /**
       * Banners visible at once.
       */
      slidesPerView: number;
      /**
       * Gap between banners in CSS pixels.
       */
      gapPx: number;
      /**
       * Autoplay interval (milliseconds).
       */
      autoplayMs: number;
      /**
       * Whether autoplay pauses while hovered.
       */
      pauseOnHover: boolean;
      /**
       * Minimum number of banners for the carousel to loop.
       */
      loopMinSlides: number;
      /**
       * Widest viewport (CSS pixels) that gets the mobile banner image.
       */
      mobileMaxWidth: number;
      /**
       * Desktop banner aspect ratio as [width, height].
       *
       * @minItems 2
       * @maxItems 2
       */
      desktopAspect: [number, number];
      /**
       * Mobile banner aspect ratio as [width, height].
       *
       * @minItems 2
       * @maxItems 2
       */
      mobileAspect: [number, number];
    };
    /**
     * Minimum time between two game-play summary pop-ups (milliseconds).
     */
    gamePlaySummaryIntervalMs: number;
    /**
     * Game window layout and launch.
     */
    gameWindow: {
      /**
       * Widest viewport (CSS pixels) with the mobile game layout.
       */
      mobileMaxWidth: number;
      /**
       * Footer offset of the game area in CSS pixels.
       */
      footerOffsetPx: number;
      /**
       * Slot-provider session keep-alive, in minutes.
       */
      keepAliveMinutes: number;
      /**
       * Initial slot-provider volume in percent.
       */
      volume: number;
      /**
       * Game frame width on desktop for fixed-size providers (CSS pixels).
       */
      desktopWidth: number;
      /**
       * Game frame height on desktop for fixed-size providers (CSS pixels).
       */
      desktopHeight: number;
      /**
       * Vertical space reserved around the game frame (CSS pixels).
       */
      reservedPx: number;
      /**
       * Extra vertical space for the logged-out banner (CSS pixels).
       */
      loggedOutBannerPx: number;
      /**
       * Width of the minimised game box (CSS pixels).
       */
      minimisedWidth: number;
      /**
       * Height of the minimised game box (CSS pixels).
       */
      minimisedHeight: number;
      /**
       * Time after launch when the game area is marked loaded (milliseconds).
       */
      loadedAfterMs: number;
    };
    /**
     * Age in minutes after which the risk (LexisNexis) session id is replaced before a payment (spec §4, §9: 30, the default).
     */
    riskSessionMinutes: number;
    /**
     * Per-player quota of uploaded identity, address and source-of-income proofs (issue 34): the platform refuses an upload past it and the Documents pages say so before sending. Optional; each figure has a default.
     */
    documents: {
      /**
       * Most files an account may hold, every category and status together.
       */
      maxFiles: number;
      /**
       * Most bytes those files may take together (31457280 = 30 MB).
       */
      maxBytes: number;
      /**
       * Most files of one document type (passport, utility bill, a source of income …) an account may hold.
       */
      maxFilesPerDocType: number;
    };
    /**
     * Deposit defaults (a method's own limits take precedence when above 0).
     */
    deposit: {
      /**
       * Validity countdown of a QR code, in seconds.
       */
      qrCountdownSeconds: number;
      /**
       * How long the copied hint shows after copying the QR code (milliseconds).
       */
      copiedHintMs: number;
      /**
       * Default minimum deposit amount in the brand currency.
       */
      min: number;
      /**
       * Default maximum deposit amount in the brand currency.
       */
      max: number;
      /**
       * Maximum characters of the amount input.
       */
      amountMaxLength: number;
    };
    /**
     * Withdrawal defaults (a method's own limits take precedence).
     */
    withdraw: {
      /**
       * Default minimum withdrawal amount in the brand currency.
       */
      min: number;
      /**
       * Default maximum withdrawal amount in the brand currency (also capped by the withdrawable cash).
       */
      max: number;
      /**
       * Withdrawals a player may request in 24 hours; the next one is refused with 100793 and the time it is allowed (spec §8). Default 3, the count the platform applied before this key.
       */
      dailyCount: number;
      /**
       * Hours within which an approved withdrawal is paid, for the payout clock the player sees (issue 27 §6). No default: it is a promise to players; `npm run brands -- upgrade` writes 72 into an older file.
       */
      payoutHours: number;
    };
    /**
     * Delay before logging out after a session-terminated event (milliseconds).
     */
    socketLogoutDelayMs: number;
    /**
     * Delay before the single retry of the policies request (milliseconds).
     */
    policiesRetryMs: number;
    /**
     * Sportsbook token refresh.
     */
    sportsbook: {
      /**
       * Refresh the token when it expires within this many seconds.
       */
      refreshBeforeExpirySeconds: number;
      /**
       * How often token expiry is checked, in seconds.
       */
      pollSeconds: number;
    };
    /**
     * Maximum transaction-status polls before a pending deposit counts as failed.
     */
    paymentStatusMaxRetries: number;
    /**
     * Delay before the session-expired modal opens when triggered by an event (milliseconds).
     */
    sessionExpiredDelayMs: number;
    /**
     * How long copy feedback (copied text) shows (milliseconds).
     */
    copyFeedbackMs: number;
    /**
     * Delay before the login modal opens after closing registration (milliseconds).
     */
    loginModalDelayMs: number;
    /**
     * Self-exclusion durations offered, in days; 5256000 is indefinite and closes the account.
     *
     * @minItems 1
     */
    selfExclusionDays: [number, ...number[]];
    /**
     * Cool-off (take a break) durations offered, in days.
     *
     * @minItems 1
     */
    coolOffDays: [number, ...number[]];
    /**
     * Reality-check intervals offered, in hours; 0 means off.
     *
     * @minItems 1
     */
    realityCheckHours: [number, ...number[]];
    /**
     * Page sizes offered in the bet and transaction history.
     *
     * @minItems 1
     */
    betHistoryPageSizes: [number, ...number[]];
    /**
     * Lifetime of affiliate cookies, in days.
     */
    affiliateCookieDays: number;
    /**
     * Lifetime of the cookie-consent choice, in days.
     */
    cookieConsentDays: number;
    /**
     * Lifetime of the stored bTag and utm source, in days.
     */
    trackingParamDays: number;
    /**
     * A first deposit above this amount by a play-status player fires the referral conversion pixel.
     */
    referralPixelMinDeposit: number;
    /**
     * Lifetime-deposit thresholds of the KYC pop-up tiers (spec §4), in the brand currency; the platform's kycEnableDepositOrCashoutsLimit starts tier 1. No default: money in the brand's own currency; `npm run brands -- upgrade` writes spec §9's 1000 and 2000 into an older file.
     */
    kycPopup: {
      /**
       * Lifetime deposits from which the second pop-up shows, in the brand currency.
       */
      first: number;
      /**
       * Lifetime deposits from which the third pop-up shows, in the brand currency.
       */
      second: number;
    };
  };
  /**
   * Layout breakpoints in CSS pixels (max-width unless noted).
   */
  breakpoints: {
    /**
     * Small phones.
     */
    smallPhone: number;
    /**
     * Mobile layout.
     */
    mobile: number;
    /**
     * Widest tablet layout.
     */
    tabletMax: number;
    /**
     * Filter group and modal title layout.
     */
    filterGroup: number;
    /**
     * Widest viewport with the mobile header (hamburger menu).
     */
    headerMobile: number;
    /**
     * Viewports narrower than this get the sticky bottom navigation and tap-to-fullscreen (min-width of the desktop layout).
     */
    footerNav: number;
  };
  /**
   * Game catalogue presentation.
   */
  catalogue: {
    /**
     * Game providers (vendor slugs) in display order; providers not listed follow alphabetically.
     *
     * @minItems 1
     */
    providerOrder: [string, ...string[]];
    /**
     * Tag category opened by default in the lobby, e.g. featured-slots.
     */
    defaultLobbyCategory: string;
    /**
     * How the full games list is presented: lobby (at {lang}/lobby) or allgames (at {lang}/allgames).
     */
    gamesDisplayType: "lobby" | "allgames";
    /**
     * Whether game tiles show the featured tag.
     */
    featuredTagShown: boolean;
    /**
     * Whether free-spin games are listed.
     */
    freeSpinGamesViewable: boolean;
    /**
     * Whether live-table tiles show live values (results, seats).
     */
    liveValues: boolean;
    /**
     * Whether jackpot tickers are shown.
     */
    jackpotTickers: boolean;
  };
  /**
   * Banner zone ids requested from the content service per page.
   */
  bannerZones: {
    /**
     * Zone for the casino pages (and every lobby except live games).
     */
    casino: ZoneId;
    /**
     * Zone for the live-casino pages.
     */
    liveCasino: ZoneId;
    /**
     * Zone for the promotions page.
     */
    promotions: ZoneId;
  };
  /**
   * Banner presentation.
   */
  banners: {
    /**
     * Whether banners render as images; the carousel shows only when this is on and banners exist.
     */
    imageMode: boolean;
  };
  /**
   * Cashier: payment methods offered and their forms.
   */
  payments: {
    /**
     * ISO 4217 currency of deposits.
     */
    depositCurrency: string;
    /**
     * Payment methods in the order the cashier lists them; each must be defined in methods.
     *
     * @minItems 1
     */
    displayOrder: [PaymentMethodName, ...PaymentMethodName[]];
    /**
     * Payment methods with their form field definitions.
     *
     * @minItems 1
     */
    methods: [PaymentMethod, ...PaymentMethod[]];
  };
  /**
   * Feature toggles.
   */
  features: {
    /**
     * Sportsbook pages and header tab.
     */
    sportsbook: boolean;
    /**
     * Live-casino pages and header tab.
     */
    liveCasino: boolean;
    /**
     * Promotions page and header tab.
     */
    promotions: boolean;
    /**
     * Support chat.
     */
    chat: boolean;
    /**
     * Referral ribbon and share modal.
     */
    referrals: boolean;
    /**
     * Sign in with Google.
     */
    googleSignIn: boolean;
    /**
     * SMS one-time-password verification of the phone number.
     */
    otpVerification: boolean;
    /**
     * Third-party identity verification (iframe) before withdrawal.
     */
    thirdPartyKyc: boolean;
    /**
     * Clock in the header.
     */
    headerClock: boolean;
    /**
     * Landing page for allowed countries.
     */
    landingPage: boolean;
    /**
     * Cookie-consent banner.
     */
    cookieBanner: boolean;
  };
  /**
   * Third-party integrations.
   */
  integrations: {
    /**
     * Support chat widget.
     */
    chat: {
      /**
       * Chat provider id.
       */
      provider: string;
      /**
       * Public widget key of the chat provider.
       */
      widgetKey: string;
    };
    /**
     * Embedded sportsbook widget.
     */
    sportsbook: {
      /**
       * Sportsbook vendor id passed to openSportsBook.
       */
      vendorId: string;
      /**
       * Odds format code of the widget (0 = decimal).
       */
      oddsFormat: number;
      /**
       * Widget theme.
       */
      theme: "light" | "dark";
      /**
       * Widget culture when the page language has none, e.g. pt-BR.
       */
      defaultCulture: LocaleTag;
    };
    /**
     * Analytics.
     */
    analytics: {
      /**
       * Google Tag Manager container id (public).
       */
      gtmContainerId: string;
    };
    /**
     * The brand's native apps, linked from the mobile menu. Give only the stores where the brand has an app; without any (the default) the menu shows no app links.
     */
    mobileApps: {
      /**
       * The Android app's store page (https); leave out when there is no Android app.
       */
      android?: HttpsUrl;
      /**
       * The iOS app's App Store page (https); leave out when there is no iOS app.
       */
      ios?: HttpsUrl;
    };
    /**
     * Operator platform API credentials. Server only: never sent to the browser.
     */
    platform: {
      /**
       * Server-to-server API key of the operator platform. Server only.
       */
      apiKey: string;
    };
    /**
     * Third-party identity verification (KYC).
     */
    kyc: {
      /**
       * Provider value sent as thirdPartyAPI when requesting the verification iframe.
       */
      thirdPartyApi: string;
      /**
       * Client secret of the KYC provider. Server only.
       */
      clientSecret: string;
      /**
       * Origins (https://host[:port], no path) the verification iframe may frame (ADR 065). A verification URL on another origin is refused as unavailable; the CSP frame-src lists these. Empty: only the embedded sandbox's stand-in provider.
       *
       * @maxItems 20
       */
      providerOrigins: string[];
    };
    /**
     * The platform's Google sign-in endpoints (docs/contract/accounts.md), as paths under the platform base URL (PLATFORM_URL, or the embedded sandbox). Used only while features.googleSignIn is on. Default: the embedded sandbox's paths, which every brand used before this key.
     */
    googleSignIn: {
      /**
       * Path of the platform's Google authorization page: the browser is sent there with redirect_uri and state and comes back with code and state. The embedded sandbox's is /sandbox/idp/google/authorize.
       */
      authorizePath: PlatformPath;
      /**
       * Path the server posts the returned code to (form field code); the answer is the player's Google email and sub. The embedded sandbox's is /sandbox/idp/google/token.
       */
      tokenPath: PlatformPath;
    };
    /**
     * Origins (https://host[:port], no path) of the operator's game providers that may be framed in the game window. A launch URL on another origin is refused ("There's a problem"); the CSP frame-src lists these. Empty: only same-origin launch URLs (the embedded sandbox provider).
     *
     * @maxItems 50
     */
    gameOrigins: string[];
  };
}

/**
 * The identity document registration asks for: a Brazilian CPF (mask, check digits and the platform's registry lookup, which fills the name and date of birth), a national id checked against a pattern, or none (the player types name and date of birth).
 */
export interface IdentityDocument {
  /**
   * cpf: Brazilian CPF with the registry lookup; nationalId: a document matching pattern; none: no document field at registration.
   */
  kind: "cpf" | "nationalId" | "none";
  /**
   * nationalId only: the regular expression (JavaScript syntax, anchored with ^ and $) a document must match, e.g. ^[0-9]{7,8}-[0-9kK]$.
   */
  pattern?: string;
  /**
   * nationalId only: a valid document written as players should write it; shown as the placeholder and in the error message.
   */
  example?: string;
  /**
   * nationalId only: the most characters the document field accepts.
   */
  maxLength?: number;
}

/**
 * Rules for players and visitors from one country.
 */
export interface CountryRule {
  /**
   * Demo play is not offered: guests choosing a game go home instead of launching demo.
   */
  demoExempt: boolean;
  /**
   * A session limit must be set before real play (otherwise the player is sent to the reality-check page).
   */
  sessionLimitBeforePlay: boolean;
  /**
   * A monthly deposit limit must be set before real play.
   */
  monthlyDepositLimitBeforePlay: boolean;
  /**
   * The game-play summary pop-up is shown before play when none was shown in the last summary interval.
   */
  gamePlaySummaryBeforePlay: boolean;
  /**
   * Identity (KYC) must be verified before real play: a new verification sends the player to confirm identity, an initiated one to complete it (spec §4 launch pre-check 3). No default: `npm run brands -- upgrade` writes what config version 1 inferred (true where the country asked for a limit before play).
   */
  kycBeforePlay: boolean;
  /**
   * Extra registration fields required from players of this country.
   */
  registrationFields: ("birthPlace" | "maidenName" | "nationalId")[];
  /**
   * Registration is refused (restricted-registration modal).
   */
  registrationBlocked: boolean;
  /**
   * The header language dropdown is hidden.
   */
  languageDropdownHidden: boolean;
  /**
   * Exemption from registration step three: none, partial or total.
   */
  stepThreeExemption: "none" | "partial" | "total";
}

/**
 * A payment method offered by the cashier and its form.
 */
export interface PaymentMethod {
  /**
   * Platform payment method code; unique within the brand.
   */
  method: PaymentMethodName;
  /**
   * The method's brand name as players read it in every language (e.g. Skrill, iDEAL); the cashier's displayName. Defaults to the method code. Cards and bank transfers are named by the front end in the page language.
   */
  displayName?: string;
  /**
   * Cashier flow: qr (QR code and countdown), card (card form posted into an iframe), wallet (iframe), redirect (full-page redirect) or bank (bank-transfer form).
   */
  kind: "qr" | "card" | "wallet" | "redirect" | "bank";
  /**
   * Whether the method is offered for deposits, cashouts or both.
   *
   * @minItems 1
   */
  directions: ["deposit" | "cashout", ...("deposit" | "cashout")[]];
  /**
   * Quick-amount buttons, in the brand currency.
   *
   * @maxItems 8
   */
  quickAmounts: number[];
  /**
   * Banks the player chooses from (IDEAL only, where it is required).
   *
   * @minItems 1
   */
  banks?: [string, ...string[]];
  /**
   * Form field definitions, in display order.
   */
  fields: PaymentField[];
}

/**
 * A form field of a payment method (cashier data form field definition).
 */
export interface PaymentField {
  /**
   * DOM id of the field; unique within the brand.
   */
  id: string;
  /**
   * Key of the value in the payment request.
   */
  key: string;
  /**
   * Form control name.
   */
  name: string;
  /**
   * Control type.
   */
  type: "label" | "select" | "tel" | "text" | "email" | "password" | "file" | "radio" | "button";
  /**
   * CSS class of the field (layout and styling hook).
   */
  class: string;
  /**
   * Required when paying with a new account or card.
   */
  requiredNewPayment: boolean;
  /**
   * Required when paying again with a saved account or card.
   */
  requiredRepeatPayment: boolean;
  /**
   * Shown when paying with a new account or card.
   */
  visibleOnNewPayment: boolean;
  /**
   * Shown when paying with a saved account: true, false, or "basedOnExistingAccounts" (only when the player has no saved account).
   */
  visibleOnRepeatPayment: true | false | "basedOnExistingAccounts";
  /**
   * Value is encrypted in the browser before sending (card number and cvv).
   */
  encrypted: boolean;
}

/**
 * The part of BrandConfig that may reach the browser (server-only properties removed; see toPublicConfig in app/brand/public.ts). Everything that differs between brands of the white-label front end. One file per brand at brands/<id>/brand.json; every property is required and explicit, except those with a "default": the loader fills a missing one in and `npm run brands -- validate` names it ("using default …"). schemaVersion says which config version the file is written for (docs/brand-authoring.md has the changelog). Properties marked "x-visibility": "server" never reach the browser.
 */
export interface PublicBrandConfig {
  /**
   * Path or URL of this JSON Schema, for editor completion and checks; ignored at run time.
   */
  $schema?: string;
  /**
   * The config version this file is written for (changelog in docs/brand-authoring.md). Absent: 1, the oldest. `npm run brands -- upgrade` writes keys that have no safe default and sets the current version; a version newer than the running release knows is refused.
   */
  schemaVersion?: number;
  /**
   * Brand id: lower-case letters, digits and hyphens, 2-31 characters; must equal the brand's folder name under brands/.
   */
  id: string;
  /**
   * Brand name shown to players (page titles, legal footer, e-mails).
   */
  name: string;
  /**
   * Three-character site code sent to the platform (X-Site-Code) and substituted for {{webisteCode}} in static pages. Brands may share one: on the platform they are then one site (ADR 011).
   */
  siteCode: string;
  /**
   * Host names (lower case, no scheme or port) that serve this brand; the request's Host header selects the brand. Unique across brands.
   *
   * @minItems 1
   */
  domains: [Hostname, ...Hostname[]];
  /**
   * Languages: which are routed under a URL prefix, which else are handled, and how visitors are mapped to one.
   */
  languages: {
    /**
     * Languages with their own URL prefix ({lang}/…) and full translations; only en, es and pb can be routed.
     *
     * @minItems 1
     */
    routed: [RoutedLanguage, ...RoutedLanguage[]];
    /**
     * Language used when neither the URL, the stored choice nor the visitor's country or browser decides; must be one of the routed languages.
     */
    default: RoutedLanguage;
    /**
     * Further supported language codes handled without their own routes (stored choice, country mapping, launcher language); must not repeat a routed language.
     */
    extra: LanguageCode[];
    /**
     * Language chosen for a visitor from a country (ISO 3166-1 alpha-2 key) when the URL and stored choice don't decide; a language the brand does not route is skipped, and the browser's Accept-Language decides next, then the default.
     */
    countryLanguages: {
      /**
       * Language for visitors from this country.
       */
      [k: string]: LanguageCode | undefined;
    };
    /**
     * BCP 47 locale used for number, date and currency formatting of each routed language; one entry per routed language.
     */
    intl: {
      /**
       * Locale for en pages, e.g. en-US or en-GB.
       */
      en?: LocaleTag;
      /**
       * Locale for es pages, e.g. es-PY or es-ES.
       */
      es?: LocaleTag;
      /**
       * Locale for pb (Brazilian Portuguese) pages, e.g. pt-BR.
       */
      pb?: LocaleTag;
    };
  };
  /**
   * Currency of the brand and how amounts are formatted.
   */
  currency: {
    /**
     * ISO 4217 currency code, e.g. BRL or EUR.
     */
    code: string;
    /**
     * Currency symbol shown with amounts, e.g. R$ or €.
     */
    symbol: string;
    /**
     * Whether the symbol goes before or after the amount.
     */
    position: "before" | "after";
    /**
     * Whether a space separates the symbol and the amount.
     */
    space: boolean;
    /**
     * Decimal separator of formatted amounts.
     */
    decimalSeparator: "," | ".";
    /**
     * Thousands separator of formatted amounts (may be empty for none); must differ from the decimal separator.
     */
    thousandsSeparator: "," | "." | " " | " " | "'" | "";
    /**
     * Number of decimals shown and sent with amounts.
     */
    decimals: number;
  };
  /**
   * The brand's home country (ISO 3166-1 alpha-2): the embedded sandbox reports it as the visitor's country when no test control overrides it.
   */
  defaultCountry: CountryCode;
  /**
   * The identity document registration asks for (CPF, a national id with its pattern, or none). Default when absent: CPF for a brand whose defaultCountry is BR (where the previous releases registered by CPF), none elsewhere.
   */
  identityDocument: IdentityDocument;
  /**
   * IANA time zone for dates shown to players, e.g. cool-off end dates (e.g. America/Sao_Paulo).
   */
  timeZone: string;
  /**
   * Visual theme, emitted as CSS custom properties.
   */
  theme: {
    /**
     * Base colour scheme of the site (sets color-scheme for form controls and scrollbars).
     */
    colorScheme: "dark" | "light";
    /**
     * Theme colours as #rrggbb, emitted as --color-<name> custom properties.
     */
    colors: {
      /**
       * Page background (#rrggbb).
       */
      background: Colour;
      /**
       * Background of cards, modals and menus (#rrggbb).
       */
      surface: Colour;
      /**
       * Background of elements raised above a surface (inputs, hovered rows) (#rrggbb).
       */
      surfaceRaised: Colour;
      /**
       * Borders and dividers (#rrggbb).
       */
      border: Colour;
      /**
       * Body text (#rrggbb).
       */
      text: Colour;
      /**
       * Secondary text and placeholders (#rrggbb).
       */
      textMuted: Colour;
      /**
       * Main brand colour: primary buttons, links, active tabs (#rrggbb).
       */
      primary: Colour;
      /**
       * Text drawn on the primary colour (#rrggbb).
       */
      primaryText: Colour;
      /**
       * Secondary brand colour: highlights, badges, tags (#rrggbb).
       */
      accent: Colour;
      /**
       * Text drawn on the accent colour (#rrggbb).
       */
      accentText: Colour;
      /**
       * Errors and destructive actions (#rrggbb).
       */
      danger: Colour;
      /**
       * Warnings (#rrggbb).
       */
      warning: Colour;
      /**
       * Success messages and states (#rrggbb).
       */
      success: Colour;
      /**
       * Informational messages (#rrggbb).
       */
      info: Colour;
    };
    /**
     * CSS font-family stack for all text.
     */
    fontFamily: string;
    /**
     * Corner radius of buttons, inputs and cards, in CSS pixels.
     */
    radius: number;
  };
  /**
   * Brand images, files under brands/<id>/assets/.
   */
  assets: {
    /**
     * Logo file name in the brand's assets folder (svg, png or webp), shown in the header and on the not-found, maintenance and blocked pages.
     */
    logo: string;
    /**
     * Intrinsic width of the logo in CSS pixels (reserves space, avoids layout shift).
     */
    logoWidth: number;
    /**
     * Intrinsic height of the logo in CSS pixels.
     */
    logoHeight: number;
    /**
     * Favicon file name in the brand's assets folder (svg, png or ico).
     */
    favicon: string;
  };
  /**
   * Operator data for the legal footer.
   */
  legal: {
    /**
     * Registered name of the operating company.
     */
    companyName: string;
    /**
     * Company registration number as shown in the footer.
     */
    companyNumber: string;
    /**
     * Registered address of the operating company.
     */
    address: string;
    /**
     * Gambling licence shown in the footer.
     */
    licence: {
      /**
       * Licensing authority.
       */
      authority: string;
      /**
       * Licence number.
       */
      number: string;
      /**
       * Page of the licensing authority or licence validator (https).
       */
      url: HttpsUrl;
    };
    /**
     * Minimum age shown in the footer (18+ badge).
     */
    minimumAge: number;
    /**
     * Support e-mail address shown in the footer and on the account-locked page.
     */
    supportEmail: Email;
    /**
     * Responsible-gambling help organisation linked from the footer (https).
     */
    responsibleGamblingUrl: HttpsUrl;
  };
  /**
   * Rules for visitors and players from a country (ISO 3166-1 alpha-2 key); countries not listed have no extra rules.
   */
  countryRules: {
    /**
     * Rules for players from this country.
     */
    [k: string]: CountryRule | undefined;
  };
  /**
   * Limits, durations and constants of the product (spec §9 and §5).
   */
  limits: {
    /**
     * Phone number length rules.
     */
    phone: {
      /**
       * Minimum number of digits of a phone number.
       */
      minDigits: number;
      /**
       * Maximum number of digits of a phone number (input capped there).
       */
      maxDigits: number;
      /**
       * Optional, for markets that ask for it (Brazil: 55): the dial code whose numbers must have exactly brazilDigits digits. Set both or neither.
       */
      brazilAreaCode?: string;
      /**
       * Optional, with brazilAreaCode: the exact number of digits required with that dial code.
       */
      brazilDigits?: number;
    };
    /**
     * One-time-password (SMS code) entry.
     */
    otp: {
      /**
       * Number of digits of an OTP code.
       */
      digits: number;
      /**
       * Countdown before the code can be re-sent, in seconds.
       */
      resendSeconds: number;
      /**
       * Initial value of the resend timer, in seconds.
       */
      initialSeconds: number;
      /**
       * How long a wrong-code error shows before the form resets (milliseconds).
       */
      wrongCodeDisplayMs: number;
      /**
       * Duration of the verification progress indicator (milliseconds).
       */
      progressMs: number;
    };
    /**
     * Toast notifications.
     */
    toast: {
      /**
       * How long a toast stays, shown by its progress bar (milliseconds).
       */
      durationMs: number;
      /**
       * Toast fade-in (milliseconds).
       */
      fadeInMs: number;
      /**
       * Toast fade-out (milliseconds).
       */
      fadeOutMs: number;
    };
    /**
     * Maximum length of the login and forgot-password e-mail.
     */
    loginEmailMaxLength: number;
    /**
     * Minimum password length.
     */
    passwordMinLength: number;
    /**
     * Length of first and last names at registration.
     */
    name: {
      /**
       * Minimum name length.
       */
      min: number;
      /**
       * Maximum name length.
       */
      max: number;
    };
    /**
     * Length of a formatted CPF (ddd.ddd.ddd-dd); Validate is enabled only at this length.
     */
    cpfFormattedLength: number;
    /**
     * Minimum age of a player at registration, in years.
     */
    minimumAge: number;
    /**
     * Highest daily, weekly or monthly deposit limit a player can set.
     */
    depositLimitCap: number;
    /**
     * Card number length.
     */
    card: {
      /**
       * Minimum digits of a card number.
       */
      minDigits: number;
      /**
       * Maximum digits of a card number.
       */
      maxDigits: number;
    };
    /**
     * Number of last-played games requested and shown.
     */
    lastPlayedGames: number;
    /**
     * Games shown in one lobby or recommended-games carousel.
     */
    carouselGames: number;
    /**
     * Games per page of a grid; the same number loads on each scroll to the footer.
     */
    gridPageSize: number;
    /**
     * Delay before loading the next grid page near the footer (milliseconds).
     */
    gridScrollDelayMs: number;
    /**
     * Times lobby data is re-requested when missing.
     */
    lobbyRetries: number;
    /**
     * Game search.
     */
    search: {
      /**
       * Characters needed before a search runs.
       */
      minChars: number;
      /**
       * Time the search box ignores blur after opening (milliseconds).
       */
      focusGuardMs: number;
      /**
       * Scroll-to-search animation on mobile (milliseconds).
       */
      mobileScrollMs: number;
    };
    /**
     * Delay before the game-window description tabs appear (milliseconds).
     */
    tabsDelayMs: number;
    /**
     * Tick of the header and game-window clocks (milliseconds).
     */
    clockTickMs: number;
    /**
     * Scroll animation of the lobby tab bar (milliseconds).
     */
    tabScrollMs: number;
    /**
     * Game carousels.
     */
    carousel: {
      /**
       * Slide transition of a carousel (milliseconds).
       */
      speedMs: number;
      /**
       * Number of colours the theme tiles cycle through.
       */
      tagColours: number;
      /**
       * Slides per view from a viewport width upwards, in ascending minWidth order.
       *
       * @minItems 1
       */
      slidesPerView: [
        {
          /**
           * Viewport width in CSS pixels from which this applies.
           */
          minWidth: number;
          /**
           * Number of slides visible (fractions show a partial slide).
           */
          slides: number;
        },
        ...{
          /**
           * Viewport width in CSS pixels from which this applies.
           */
          minWidth: number;
          /**
           * Number of slides visible (fractions show a partial slide).
           */
          slides: number;
        }[],
      ];
    };
    /**
     * Banner carousel on casino, live casino and promotions.
     */
    bannerCarousel: {
      /**
       * Banners visible at once.
       */
      slidesPerView: number;
      /**
       * Gap between banners in CSS pixels.
       */
      gapPx: number;
      /**
       * Autoplay interval (milliseconds).
       */
      autoplayMs: number;
      /**
       * Whether autoplay pauses while hovered.
       */
      pauseOnHover: boolean;
      /**
       * Minimum number of banners for the carousel to loop.
       */
      loopMinSlides: number;
      /**
       * Widest viewport (CSS pixels) that gets the mobile banner image.
       */
      mobileMaxWidth: number;
      /**
       * Desktop banner aspect ratio as [width, height].
       *
       * @minItems 2
       * @maxItems 2
       */
      desktopAspect: [number, number];
      /**
       * Mobile banner aspect ratio as [width, height].
       *
       * @minItems 2
       * @maxItems 2
       */
      mobileAspect: [number, number];
    };
    /**
     * Minimum time between two game-play summary pop-ups (milliseconds).
     */
    gamePlaySummaryIntervalMs: number;
    /**
     * Game window layout and launch.
     */
    gameWindow: {
      /**
       * Widest viewport (CSS pixels) with the mobile game layout.
       */
      mobileMaxWidth: number;
      /**
       * Footer offset of the game area in CSS pixels.
       */
      footerOffsetPx: number;
      /**
       * Slot-provider session keep-alive, in minutes.
       */
      keepAliveMinutes: number;
      /**
       * Initial slot-provider volume in percent.
       */
      volume: number;
      /**
       * Game frame width on desktop for fixed-size providers (CSS pixels).
       */
      desktopWidth: number;
      /**
       * Game frame height on desktop for fixed-size providers (CSS pixels).
       */
      desktopHeight: number;
      /**
       * Vertical space reserved around the game frame (CSS pixels).
       */
      reservedPx: number;
      /**
       * Extra vertical space for the logged-out banner (CSS pixels).
       */
      loggedOutBannerPx: number;
      /**
       * Width of the minimised game box (CSS pixels).
       */
      minimisedWidth: number;
      /**
       * Height of the minimised game box (CSS pixels).
       */
      minimisedHeight: number;
      /**
       * Time after launch when the game area is marked loaded (milliseconds).
       */
      loadedAfterMs: number;
    };
    /**
     * Age in minutes after which the risk (LexisNexis) session id is replaced before a payment (spec §4, §9: 30, the default).
     */
    riskSessionMinutes: number;
    /**
     * Per-player quota of uploaded identity, address and source-of-income proofs (issue 34): the platform refuses an upload past it and the Documents pages say so before sending. Optional; each figure has a default.
     */
    documents: {
      /**
       * Most files an account may hold, every category and status together.
       */
      maxFiles: number;
      /**
       * Most bytes those files may take together (31457280 = 30 MB).
       */
      maxBytes: number;
      /**
       * Most files of one document type (passport, utility bill, a source of income …) an account may hold.
       */
      maxFilesPerDocType: number;
    };
    /**
     * Deposit defaults (a method's own limits take precedence when above 0).
     */
    deposit: {
      /**
       * Validity countdown of a QR code, in seconds.
       */
      qrCountdownSeconds: number;
      /**
       * How long the copied hint shows after copying the QR code (milliseconds).
       */
      copiedHintMs: number;
      /**
       * Default minimum deposit amount in the brand currency.
       */
      min: number;
      /**
       * Default maximum deposit amount in the brand currency.
       */
      max: number;
      /**
       * Maximum characters of the amount input.
       */
      amountMaxLength: number;
    };
    /**
     * Withdrawal defaults (a method's own limits take precedence).
     */
    withdraw: {
      /**
       * Default minimum withdrawal amount in the brand currency.
       */
      min: number;
      /**
       * Default maximum withdrawal amount in the brand currency (also capped by the withdrawable cash).
       */
      max: number;
      /**
       * Withdrawals a player may request in 24 hours; the next one is refused with 100793 and the time it is allowed (spec §8). Default 3, the count the platform applied before this key.
       */
      dailyCount: number;
      /**
       * Hours within which an approved withdrawal is paid, for the payout clock the player sees (issue 27 §6). No default: it is a promise to players; `npm run brands -- upgrade` writes 72 into an older file.
       */
      payoutHours: number;
    };
    /**
     * Delay before logging out after a session-terminated event (milliseconds).
     */
    socketLogoutDelayMs: number;
    /**
     * Delay before the single retry of the policies request (milliseconds).
     */
    policiesRetryMs: number;
    /**
     * Sportsbook token refresh.
     */
    sportsbook: {
      /**
       * Refresh the token when it expires within this many seconds.
       */
      refreshBeforeExpirySeconds: number;
      /**
       * How often token expiry is checked, in seconds.
       */
      pollSeconds: number;
    };
    /**
     * Maximum transaction-status polls before a pending deposit counts as failed.
     */
    paymentStatusMaxRetries: number;
    /**
     * Delay before the session-expired modal opens when triggered by an event (milliseconds).
     */
    sessionExpiredDelayMs: number;
    /**
     * How long copy feedback (copied text) shows (milliseconds).
     */
    copyFeedbackMs: number;
    /**
     * Delay before the login modal opens after closing registration (milliseconds).
     */
    loginModalDelayMs: number;
    /**
     * Self-exclusion durations offered, in days; 5256000 is indefinite and closes the account.
     *
     * @minItems 1
     */
    selfExclusionDays: [number, ...number[]];
    /**
     * Cool-off (take a break) durations offered, in days.
     *
     * @minItems 1
     */
    coolOffDays: [number, ...number[]];
    /**
     * Reality-check intervals offered, in hours; 0 means off.
     *
     * @minItems 1
     */
    realityCheckHours: [number, ...number[]];
    /**
     * Page sizes offered in the bet and transaction history.
     *
     * @minItems 1
     */
    betHistoryPageSizes: [number, ...number[]];
    /**
     * Lifetime of affiliate cookies, in days.
     */
    affiliateCookieDays: number;
    /**
     * Lifetime of the cookie-consent choice, in days.
     */
    cookieConsentDays: number;
    /**
     * Lifetime of the stored bTag and utm source, in days.
     */
    trackingParamDays: number;
    /**
     * A first deposit above this amount by a play-status player fires the referral conversion pixel.
     */
    referralPixelMinDeposit: number;
    /**
     * Lifetime-deposit thresholds of the KYC pop-up tiers (spec §4), in the brand currency; the platform's kycEnableDepositOrCashoutsLimit starts tier 1. No default: money in the brand's own currency; `npm run brands -- upgrade` writes spec §9's 1000 and 2000 into an older file.
     */
    kycPopup: {
      /**
       * Lifetime deposits from which the second pop-up shows, in the brand currency.
       */
      first: number;
      /**
       * Lifetime deposits from which the third pop-up shows, in the brand currency.
       */
      second: number;
    };
  };
  /**
   * Layout breakpoints in CSS pixels (max-width unless noted).
   */
  breakpoints: {
    /**
     * Small phones.
     */
    smallPhone: number;
    /**
     * Mobile layout.
     */
    mobile: number;
    /**
     * Widest tablet layout.
     */
    tabletMax: number;
    /**
     * Filter group and modal title layout.
     */
    filterGroup: number;
    /**
     * Widest viewport with the mobile header (hamburger menu).
     */
    headerMobile: number;
    /**
     * Viewports narrower than this get the sticky bottom navigation and tap-to-fullscreen (min-width of the desktop layout).
     */
    footerNav: number;
  };
  /**
   * Game catalogue presentation.
   */
  catalogue: {
    /**
     * Game providers (vendor slugs) in display order; providers not listed follow alphabetically.
     *
     * @minItems 1
     */
    providerOrder: [string, ...string[]];
    /**
     * Tag category opened by default in the lobby, e.g. featured-slots.
     */
    defaultLobbyCategory: string;
    /**
     * How the full games list is presented: lobby (at {lang}/lobby) or allgames (at {lang}/allgames).
     */
    gamesDisplayType: "lobby" | "allgames";
    /**
     * Whether game tiles show the featured tag.
     */
    featuredTagShown: boolean;
    /**
     * Whether free-spin games are listed.
     */
    freeSpinGamesViewable: boolean;
    /**
     * Whether live-table tiles show live values (results, seats).
     */
    liveValues: boolean;
    /**
     * Whether jackpot tickers are shown.
     */
    jackpotTickers: boolean;
  };
  /**
   * Banner zone ids requested from the content service per page.
   */
  bannerZones: {
    /**
     * Zone for the casino pages (and every lobby except live games).
     */
    casino: ZoneId;
    /**
     * Zone for the live-casino pages.
     */
    liveCasino: ZoneId;
    /**
     * Zone for the promotions page.
     */
    promotions: ZoneId;
  };
  /**
   * Banner presentation.
   */
  banners: {
    /**
     * Whether banners render as images; the carousel shows only when this is on and banners exist.
     */
    imageMode: boolean;
  };
  /**
   * Cashier: payment methods offered and their forms.
   */
  payments: {
    /**
     * ISO 4217 currency of deposits.
     */
    depositCurrency: string;
    /**
     * Payment methods in the order the cashier lists them; each must be defined in methods.
     *
     * @minItems 1
     */
    displayOrder: [PaymentMethodName, ...PaymentMethodName[]];
    /**
     * Payment methods with their form field definitions.
     *
     * @minItems 1
     */
    methods: [PaymentMethod, ...PaymentMethod[]];
  };
  /**
   * Feature toggles.
   */
  features: {
    /**
     * Sportsbook pages and header tab.
     */
    sportsbook: boolean;
    /**
     * Live-casino pages and header tab.
     */
    liveCasino: boolean;
    /**
     * Promotions page and header tab.
     */
    promotions: boolean;
    /**
     * Support chat.
     */
    chat: boolean;
    /**
     * Referral ribbon and share modal.
     */
    referrals: boolean;
    /**
     * Sign in with Google.
     */
    googleSignIn: boolean;
    /**
     * SMS one-time-password verification of the phone number.
     */
    otpVerification: boolean;
    /**
     * Third-party identity verification (iframe) before withdrawal.
     */
    thirdPartyKyc: boolean;
    /**
     * Clock in the header.
     */
    headerClock: boolean;
    /**
     * Landing page for allowed countries.
     */
    landingPage: boolean;
    /**
     * Cookie-consent banner.
     */
    cookieBanner: boolean;
  };
  /**
   * Third-party integrations.
   */
  integrations: {
    /**
     * Support chat widget.
     */
    chat: {
      /**
       * Chat provider id.
       */
      provider: string;
      /**
       * Public widget key of the chat provider.
       */
      widgetKey: string;
    };
    /**
     * Embedded sportsbook widget.
     */
    sportsbook: {
      /**
       * Sportsbook vendor id passed to openSportsBook.
       */
      vendorId: string;
      /**
       * Odds format code of the widget (0 = decimal).
       */
      oddsFormat: number;
      /**
       * Widget theme.
       */
      theme: "light" | "dark";
      /**
       * Widget culture when the page language has none, e.g. pt-BR.
       */
      defaultCulture: LocaleTag;
    };
    /**
     * Analytics.
     */
    analytics: {
      /**
       * Google Tag Manager container id (public).
       */
      gtmContainerId: string;
    };
    /**
     * The brand's native apps, linked from the mobile menu. Give only the stores where the brand has an app; without any (the default) the menu shows no app links.
     */
    mobileApps: {
      /**
       * The Android app's store page (https); leave out when there is no Android app.
       */
      android?: HttpsUrl;
      /**
       * The iOS app's App Store page (https); leave out when there is no iOS app.
       */
      ios?: HttpsUrl;
    };
    /**
     * Third-party identity verification (KYC).
     */
    kyc: {
      /**
       * Provider value sent as thirdPartyAPI when requesting the verification iframe.
       */
      thirdPartyApi: string;
      /**
       * Origins (https://host[:port], no path) the verification iframe may frame (ADR 065). A verification URL on another origin is refused as unavailable; the CSP frame-src lists these. Empty: only the embedded sandbox's stand-in provider.
       *
       * @maxItems 20
       */
      providerOrigins: string[];
    };
    /**
     * The platform's Google sign-in endpoints (docs/contract/accounts.md), as paths under the platform base URL (PLATFORM_URL, or the embedded sandbox). Used only while features.googleSignIn is on. Default: the embedded sandbox's paths, which every brand used before this key.
     */
    googleSignIn: {
      /**
       * Path of the platform's Google authorization page: the browser is sent there with redirect_uri and state and comes back with code and state. The embedded sandbox's is /sandbox/idp/google/authorize.
       */
      authorizePath: PlatformPath;
      /**
       * Path the server posts the returned code to (form field code); the answer is the player's Google email and sub. The embedded sandbox's is /sandbox/idp/google/token.
       */
      tokenPath: PlatformPath;
    };
    /**
     * Origins (https://host[:port], no path) of the operator's game providers that may be framed in the game window. A launch URL on another origin is refused ("There's a problem"); the CSP frame-src lists these. Empty: only same-origin launch URLs (the embedded sandbox provider).
     *
     * @maxItems 50
     */
    gameOrigins: string[];
  };
}
