import { SandboxError, type Handler } from "../types";

interface PolicyRow {
  policy_type: string;
  policy_version_id: string;
  url: string;
  title: Record<string, string>;
  content: Record<string, string>;
}

const pick = (values: Record<string, string>, lang: string) => values[lang] ?? values.en ?? "";

/** Content domain, policies: GET policy/getPolicyDetails (policyUrl) and policy/getPolicies. */
export const policyHandlers: Record<string, Handler> = {
  async "GET policy/getPolicyDetails"({ db, site, query, language }) {
    const url = query.get("policyUrl") ?? "";
    const [row] = await db.query<PolicyRow>(
      "select policy_type, policy_version_id, url, title, content from policies where site = $1 and url = $2",
      [site.id, url],
    );
    if (!row) throw new SandboxError(100464, 200, { errorDescription: `no policy at "${url}"` });
    return {
      status: "SUCCESS",
      errorCode: null,
      errorDescription: null,
      policyDetails: [
        {
          policyType: row.policy_type,
          policyVersionId: row.policy_version_id,
          policyUrl: row.url,
          title: pick(row.title, language),
          content: pick(row.content, language),
        },
      ],
    };
  },
  async "GET policy/getPolicies"({ db, site, language }) {
    const rows = await db.query<PolicyRow>(
      "select policy_type, policy_version_id, url, title, content from policies where site = $1 order by sort_order",
      [site.id],
    );
    return {
      status: "SUCCESS",
      policyConfigs: rows.map((row) => ({
        policyType: row.policy_type,
        policyVersionId: row.policy_version_id,
        policyUrl: row.url,
        title: pick(row.title, language),
      })),
    };
  },
};
