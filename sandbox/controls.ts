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
  errorCode?: number | string;
  /** HTTP status of the failure; with no errorCode this simulates a transport-level error. */
  httpStatus?: number;
  remaining: number;
}

const ALL = "*";

export class Controls {
  private geo = new Map<string, VisitorGeo>();
  private maintenance = new Map<string, boolean>();
  private injected = new Map<string, InjectedFailure[]>();
  private depositFailures = new Map<string, string>();
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
  /** Takes the first injected failure matching this call, consuming one use of it. */
  takeInjected(site: string, path: string): InjectedFailure | undefined {
    for (const key of [site, ALL]) {
      const list = this.injected.get(key);
      const found = list?.find((f) => f.path === ALL || f.path === path);
      if (found && list) {
        found.remaining -= 1;
        if (found.remaining <= 0) list.splice(list.indexOf(found), 1);
        return found;
      }
    }
    return undefined;
  }

  /** The next new deposit on the site (or any site) is written failed with this spec §8 code. */
  failNextDeposit(site: string | undefined, code: string) {
    this.depositFailures.set(site ?? ALL, code);
  }
  takeDepositFailure(site: string): string | null {
    for (const key of [site, ALL]) {
      const code = this.depositFailures.get(key);
      if (code !== undefined) {
        this.depositFailures.delete(key);
        return code;
      }
    }
    return null;
  }

  reset(site?: string) {
    if (!site) {
      this.rates = defaultCashierRates();
      this.depositFailures.clear();
      this.geo.clear();
      this.maintenance.clear();
      this.injected.clear();
      return;
    }
    this.geo.delete(site);
    this.maintenance.delete(site);
    this.injected.delete(site);
    this.depositFailures.delete(site);
  }

  snapshot(site: string) {
    return {
      geo: this.geoFor(site) ?? null,
      maintenance: this.inMaintenance(site),
      injected: [...(this.injected.get(site) ?? []), ...(this.injected.get(ALL) ?? [])],
    };
  }
}
