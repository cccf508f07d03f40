import type { Plugin, Rolldown } from 'vite';

/**
 * What a page behind the signed-in guard needs before it can draw its first screen: the data
 * layout (the query client), the app's layout (sidebar, phone menu) and the dashboard, where
 * signing in lands (seed §2).
 */
const FIRST_SCREEN = [
  '/src/app/data-layout.tsx',
  '/src/app/layouts/app-layout.tsx',
  '/src/features/dashboard/dashboard-page.tsx',
];

/**
 * What the landing and sign-in pages load after their first bundle (the toasts' region, the
 * Firebase client): what these share with the first screen stays out of the chunk, else those
 * pages would load the signed-in app's chunk to show a toast.
 */
const PUBLIC_LAZY = ['/src/components/ui/toaster.tsx', '/src/lib/auth/firebase-auth-client.ts'];

/**
 * One chunk for the signed-in app's first screen (decision 044). Left to the bundler, the code
 * the dashboard needs beyond the first bundle came as 45 files, most of them 1–2 KB (an icon, a
 * helper shared by two pages): on a phone each is a request of its own and a round trip the page
 * waited for. The chunk holds what those modules import, through static imports, that the first
 * bundle does not hold already (the landing and sign-in pages never load it); what other pages
 * share with nothing of the first screen stays split as before. Returns the plugin, which reads
 * the module graph once it is built, and the `codeSplitting` groups: the first bundle's, then the
 * signed-in app's, which asks the plugin.
 */
export function signedInChunk(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'grantpilot:signed-in-chunk',
    apply: 'build',
    buildEnd(error) {
      members.clear();
      if (error) return;
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        roots.forEach(visit);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const publicLazy = PUBLIC_LAZY.map((file) => {
        const id = ids.find((candidate) => candidate.endsWith(file));
        if (!id) throw new Error(`The build has no module ${file}`);
        return id;
      });
      const firstBundle = staticClosure([...entries, ...publicLazy]);
      const roots = FIRST_SCREEN.map((file) => {
        const id = ids.find((candidate) => candidate.endsWith(file));
        if (!id) throw new Error(`The build has no module ${file}`);
        return id;
      });
      for (const id of staticClosure(roots)) if (!firstBundle.has(id)) members.add(id);
    },
  };
  return {
    plugin,
    groups: [
      // The first bundle (everything the entry imports statically) stays one file: left alone,
      // the bundler split what it shares with a lazy page's code (React Router, small components)
      // into files of their own, which the landing and sign-in pages then loaded one by one.
      { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false, priority: 1 },
      { name: 'signed-in', test: (id) => members.has(id), includeDependenciesRecursively: false },
    ],
  };
}
