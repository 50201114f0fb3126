import manual from "../../../docs/user-manual.md?raw";
import { PublicLayout } from "../../components/layout/public-layout";
import { Markdown } from "../../components/markdown";

/** /blog/user-manual: the User Guide, written in docs/user-manual.md. */
export function UserManualPage() {
  return (
    <PublicLayout>
      {/* The guide is written in English: it reads left to right under any interface language. */}
      <div lang="en" dir="ltr" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <Markdown>{manual}</Markdown>
      </div>
    </PublicLayout>
  );
}
