import { defaultCashierRates, type CashierRates } from "./cashier/abuse";

/**
 * Sandbox-only switches for e2e tests and people trying flows by hand. They live in
 * memory: a restart (and every e2e run, which starts a fresh server) begins clean.
 * Each applies to one site, or to every site when `site` is omitted.
 */
export interface VisitorGeo {
  countryCode: string | null;
  blocked: boolean;
}

export interface InjectedFailure {
  /** Call path it applies to ("banner/getBanners"), or "*" for the next call of any kind. */
  path: string;
  /**
   * The one player it is for (lower-case e-mail): only that player's calls take it, so a stray
   * call of another player or page (a poll, a prefetch) cannot use it up. Absent: any caller.
   */
  email?: string;
  errorCode?: number | string;
  /** HTTP status of the failure; with no errorCode this simulates a transport-level error. */
  httpStatus?: number;
  remaining: number;
}

/** Whom a forced deposit failure is for: one player, one idempotency key, or both. */
export interface DepositFailureTarget {
  site?: string;
  email?: string;
  idempotencyKey?: string;
}

interface DepositFailure {
  site: string;
  email?: string;
  idempotencyKey?: string;
  code: string;
}

const ALL = "*";

export class Controls {
  private geo = new Map<string, VisitorGeo>();
  private maintenance = new Map<string, boolean>();
  private injected = new Map<string, InjectedFailure[]>();
  private depositFailures: DepositFailure[] = [];
  private rates: CashierRates = defaultCashierRates();

  /** The per-player cashier rates (issue 34 §2); tests lower them to see the refusal quickly. */
  cashierRates(): CashierRates {
    return this.rates;
  }
  setCashierRates(rates: Partial<CashierRates>) {
    this.rates = { ...this.rates, ...rates };
  }

  setGeo(site: string | undefined, geo: VisitorGeo) {
    this.geo.set(site ?? ALL, geo);
  }
  geoFor(site: string): VisitorGeo | undefined {
    return this.geo.get(site) ?? this.geo.get(ALL);
  }

  setMaintenance(site: string | undefined, on: boolean) {
    this.maintenance.set(site ?? ALL, on);
  }
  inMaintenance(site: string): boolean {
    return this.maintenance.get(site) ?? this.maintenance.get(ALL) ?? false;
  }

  inject(site: string | undefined, failure: InjectedFailure) {
    const key = site ?? ALL;
    this.injected.set(key, [...(this.injected.get(key) ?? []), failure]);
  }
  /** Whether a failure for one player waits on this call, so the caller's e-mail is worth looking up. */
  wantsCaller(site: string, path: string): boolean {
    return [site, ALL].some((key) =>
      this.injected.get(key)?.some((f) => f.email !== undefined && (f.path === ALL || f.path === path)),
    );
  }
  /** Takes the first injected failure matching this call (and its caller), consuming one use of it. */
  takeInjected(site: string, path: string, callerEmail: string | null = null): InjectedFailure | undefined {
    const caller = callerEmail?.toLowerCase() ?? null;
    for (const key of [site, ALL]) {
      const list = this.injected.get(key);
      const found = list?.find(
        (f) => (f.path === ALL || f.path === path) && (f.email === undefined || f.email === caller),
      );
      if (found && list) {
        found.remaining -= 1;
        if (found.remaining <= 0) list.splice(list.indexOf(found), 1);
        return found;
      }
    }
    return undefined;
  }

  /**
   * The next new deposit of one player, or the one deposit made with one idempotency key, on the
   * site (or any site) is written failed with this spec §8 code. Never site-wide: another
   * player's deposit must not take it (issue 35 §6).
   */
  failNextDeposit(target: DepositFailureTarget, code: string) {
    const email = target.email?.toLowerCase();
    if (!email && !target.idempotencyKey) throw new Error("give the player's email or an idempotencyKey");
    this.depositFailures.push({ site: target.site ?? ALL, email, idempotencyKey: target.idempotencyKey, code });
  }
  takeDepositFailure(call: { site: string; email: string; idempotencyKey: string }): string | null {
    const email = call.email.toLowerCase();
    const index = this.depositFailures.findIndex(
      (f) =>
        (f.site === call.site || f.site === ALL) &&
        (f.email === undefined || f.email === email) &&
        (f.idempotencyKey === undefined || f.idempotencyKey === call.idempotencyKey),
    );
    if (index < 0) return null;
    return this.depositFailures.splice(index, 1)[0].code;
  }

  reset(site?: string) {
    if (!site) {
      this.rates = defaultCashierRates();
      this.depositFailures = [];
      this.geo.clear();
      this.maintenance.clear();
      this.injected.clear();
      return;
    }
    this.geo.delete(site);
    this.maintenance.delete(site);
    this.injected.delete(site);
    this.depositFailures = this.depositFailures.filter((f) => f.site !== site);
  }

  snapshot(site: string) {
    return {
      geo: this.geoFor(site) ?? null,
      maintenance: this.inMaintenance(site),
      injected: [...(this.injected.get(site) ?? []), ...(this.injected.get(ALL) ?? [])],
    };
  }
}
