/**
 * The brand configuration's shape: the contract between the brand files, the front end and the
 * sandbox platform (spec §3 payment methods and field definitions, country rules). Types only,
 * no logic. The types are generated from schemas/brand.schema.json into app/brand (ADR 090 says
 * why they are re-exported here instead of moved): this module is the sandbox's one door to them.
 */
export type {
  BrandConfig,
  CountryRule,
  PaymentField,
  PaymentMethod,
  PaymentMethodName,
} from "../app/brand/config.generated";
