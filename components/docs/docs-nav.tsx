import Link from "next/link";
import type { DocGroup } from "@/lib/docs/api-reference";
import { DOCS_PATHS } from "@/lib/docs/search-index";

const LINK = "block rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900";
const HEADING = "px-2 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-500";

/** The docs' contents: the guides, then the reference's operations by group, events, errors and schemas. */
export function DocsNav({ groups }: { groups: DocGroup[] }) {
  return (
    <nav aria-label="Docs contents">
      <p className={HEADING}>Guides</p>
      <ul>
        <li>
          <Link className={LINK} href={`${DOCS_PATHS.reference}#overview`}>
            Overview and authentication
          </Link>
        </li>
        <li>
          <Link className={LINK} href={DOCS_PATHS.testValues}>
            Test values
          </Link>
        </li>
        <li>
          <Link className={LINK} href={DOCS_PATHS.webhooks}>
            Webhooks
          </Link>
        </li>
        <li>
          <Link className={LINK} href={DOCS_PATHS.changelog}>
            Changelog and versioning
          </Link>
        </li>
      </ul>
      {groups.map((group) => (
        <div key={group.id}>
          <p className={HEADING}>{group.title}</p>
          <ul>
            {group.operations.map((operation) => (
              <li key={operation.id}>
                <Link className={`${LINK} flex gap-2`} href={`${DOCS_PATHS.reference}#${operation.id}`}>
                  <span className="w-12 shrink-0 pt-0.5 font-mono text-[0.7rem] font-semibold uppercase text-slate-500">{operation.method}</span>
                  <span>{operation.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className={HEADING}>Reference</p>
      <ul>
        <li>
          <Link className={LINK} href={`${DOCS_PATHS.reference}#errors`}>
            Error codes
          </Link>
        </li>
        <li>
          <Link className={LINK} href={`${DOCS_PATHS.reference}#schemas`}>
            Schemas
          </Link>
        </li>
        <li>
          <a className={LINK} href="/api/v1/openapi.json">
            openapi.json
          </a>
        </li>
      </ul>
    </nav>
  );
}
