// The explorer's files (src/views/explorer.ts): `/explorer/f<hash>.json` lists one folder's notes,
// fetched when a reader opens a folder whose notes the page does not carry; `/explorer/all.json`
// lists every written note with its folder, fetched when a reader filters the explorer by name.
// Built only when the folders are shown.
import type { APIRoute, GetStaticPaths } from 'astro';
import { explorerIndex, folderNoteFiles } from '../../views/explorer.ts';
import { folderTreeOf } from '../../views/folders.ts';
import { getSite, settings, siteTitle } from 'virtual:research-notes/site';

export const getStaticPaths = (async () => {
  const tree = folderTreeOf((await getSite()).kb, siteTitle, settings.navigationOrder);
  if (!tree.shown) return [];
  return [
    ...[...folderNoteFiles(tree)].map(([file, notes]) => ({ params: { file }, props: { data: notes } })),
    { params: { file: 'all' }, props: { data: explorerIndex(tree) } },
  ];
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ data: unknown }> = ({ props }) => new Response(JSON.stringify(props.data), { headers: { 'Content-Type': 'application/json' } });
