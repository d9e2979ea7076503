// A researcher's Obsidian vault with everything that must never be published: tool folders,
// secrets, private notes, drafts, comments to self, hidden files, symbolic links out of the vault
// and into hidden folders, Markdown links that point at all of them. Every private byte carries a
// marker, so a test can grep the whole output for it.
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Markers of content that must never appear anywhere in the output, by where they are written. */
export const PRIVATE = {
  gitConfig: 'PRIVGITCONFIG7f3a',
  dotEnv: 'PRIVDOTENV9c1e',
  obsidianSettings: 'PRIVOBSIDIANAPP4b2d',
  trash: 'PRIVTRASHOLD8e5f',
  topHidden: 'PRIVTOPHIDDEN2a6c',
  deepHidden: 'PRIVDEEPHIDDEN5d9b',
  deepDotFolder: 'PRIVDEEPDOTFOLDER3e7a',
  deepDotFolderImage: 'PRIVDEEPDOTIMAGE6c4f',
  unpublishedBody: 'PRIVUNPUBLISHEDBODY1b8e',
  unpublishedTitle: 'PRIVUNPUBLISHEDTITLE0a7d',
  draftBody: 'PRIVDRAFTBODY4f2c',
  draftTitle: 'PRIVDRAFTTITLE8d1a',
  unclosedPrivateBody: 'PRIVUNCLOSEDBODY5a1e',
  inlineComment: 'PRIVINLINECOMMENT6a3b',
  blockComment: 'PRIVBLOCKCOMMENT2e9f',
  commentLinkTarget: 'PRIVCOMMENTTARGET5c7e',
  rawFrontmatter: 'PRIVRAWFRONTMATTER9b4d',
  outsideNote: 'PRIVOUTSIDENOTE3f6a',
  outsideImage: 'PRIVOUTSIDEIMAGE7d2c',
  capitalisedPublish: 'PRIVCAPITALPUBLISH1c4e',
  draftOn: 'PRIVDRAFTON6b2a',
  draftOne: 'PRIVDRAFTONE3d8f',
  mergedPublish: 'PRIVMERGEDPUBLISH9e1b',
  tomlPublish: 'PRIVTOMLPUBLISH4a7c',
  brokenYamlPublish: 'PRIVBROKENYAML2f6d',
  commentAfterEscape: 'PRIVCOMMENTESCAPE8c3a',
  commentAfterHtmlFence: 'PRIVCOMMENTHTML5e9b',
  commentAfterTickFence: 'PRIVCOMMENTTICK7a1d',
} as const;

/** Markers of content that is published. */
export const PUBLIC = {
  someNote: 'PUBSOMENOTE4c8b',
  figure: 'PUBFIGUREBYTES1e5d',
  linkedTwice: 'PUBLINKEDTARGET9a2f',
} as const;

/** The first line of the machine's password file, which a link out of the vault once published. */
export const PASSWD_LINE = 'root:x:0:0:';

/** The note that links to every private path, and the lines its links stand on (1-based, in the file). */
export const LINKS_NOTE = 'Links everywhere.md';

const LINKS_BODY = [
  '---',
  'tags: [research]',
  '---',
  'Links into /attachments/ that must never publish anything:', // line 4
  '',
  '- [git config](/attachments/.git/config)', // 6
  '- [env](/attachments/.env)', // 7
  '- [settings](/attachments/.obsidian/app.json)', // 8
  '- [trash](/attachments/.trash/Old.md)', // 9
  '- [raw source](/attachments/Some%20note.md)', // 10
  '- [shadow](/attachments/rootlink/etc/shadow)', // 11
  '- [passwd](/attachments/passwd.png)', // 12
  '- ![passwd image](passwd.png)', // 13
  '- [outside](/attachments/outside-dir/secret.png)', // 14
  '- [dot folder](/attachments/Research/.private/secret.png)', // 15
  '- [into hidden](/attachments/hidden-link.png)', // 16
  '- [bad escape](/attachments/100%zz.png)', // 17
  '- [loop](/attachments/loop/loop/loop/Research/figure.png)', // 18
  '- [source as a picture](/attachments/raw.png) and ![[raw.png]]', // 19
  '- a folder named like a picture: ![[Research/folder.png]]', // 20
  '',
  'What is published: ![a figure](Research/figure.png) and ![[inside.png]].', // 22
  '',
  'Links to pages that are not published: [[Private plans]] and [[Draft ideas|a draft]].', // 24
  '',
  'Titles with angle brackets: [[Does the <think> tag help?]] and [[Does the <think> tag help?|label <eos> & more]].', // 26
  '',
].join('\n');

/** The line of each link in `LINKS_NOTE`, by what it names. */
export const LINK_LINES = {
  gitConfig: 6,
  dotEnv: 7,
  obsidian: 8,
  trash: 9,
  rawSource: 10,
  shadow: 11,
  passwd: 12,
  passwdImage: 13,
  outside: 14,
  dotFolder: 15,
  intoHidden: 16,
  badEscape: 17,
  loop: 18,
  rawAsPicture: 19,
  folderAsPicture: 20,
  unpublished: 24,
} as const;

// A note's properties are shown (docs/obsidian-vault.md, Properties), but never the frontmatter as
// written, nor the properties that steer publishing: `cssclasses` is one.
const SOME_NOTE = `---
tags: [research]
cssclasses: [${PRIVATE.rawFrontmatter}]
---
Some note holds ${PUBLIC.someNote} in public%%${PRIVATE.inlineComment}%%, and more text.

%%
${PRIVATE.blockComment}: remember to check [[${PRIVATE.commentLinkTarget}]] and [[Public target]].
%%

It links [[Public target]] once.
`;

/**
 * Writes the vault under `dir` (created), with a folder `<dir>/outside` beside it holding what
 * symbolic links point to outside the vault. Returns the vault's path.
 */
export async function writeHostileVault(dir: string): Promise<string> {
  const vault = join(dir, 'vault');
  const outside = join(dir, 'outside');
  const files: Record<string, string> = {
    '.git/config': `[core]\n\trepositoryformatversion = 0\n# ${PRIVATE.gitConfig}\n`,
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.env': `OPENAI_API_KEY=${PRIVATE.dotEnv}\n`,
    '.obsidian/app.json': `{"secret": "${PRIVATE.obsidianSettings}"}\n`,
    '.trash/Old.md': `# Old\n\n${PRIVATE.trash}\n`,
    '.hidden.md': `A hidden note: ${PRIVATE.topHidden}\n`,
    'Research/.hidden.md': `Deeper hidden note: ${PRIVATE.deepHidden}\n`,
    'Research/.private/secret.md': `In a dot-folder: ${PRIVATE.deepDotFolder} [[Public target]]\n`,
    'Research/.private/secret.png': `not an image: ${PRIVATE.deepDotFolderImage}\n`,
    'Research/figure.png': `a figure ${PUBLIC.figure}\n`,
    'Private plans.md': `---\ntitle: Plans ${PRIVATE.unpublishedTitle}\npublish: false\n---\n${PRIVATE.unpublishedBody} links [[Public target]].\n`,
    'Draft ideas.md': `---\ntitle: Ideas ${PRIVATE.draftTitle}\naliases: [Draft ideas]\ndraft: true\n---\n${PRIVATE.draftBody} links [[Public target]].\n`,
    // Frontmatter never closed: unreadable, so its publish: false line is obeyed all the same.
    'Unclosed plans.md': `---\ntitle: Unclosed plans\npublish: false\n\n${PRIVATE.unclosedPrivateBody} links [[Public target]].\n`,
    'Some note.md': SOME_NOTE,
    'Public target.md': `A page others link: ${PUBLIC.linkedTwice}.\n`,
    // Links name a note by file name or alias, as in Obsidian; the title alone is no link target.
    'Think.md': '---\ntitle: Does the <think> tag help?\naliases: ["Does the <think> tag help?"]\n---\nReasoning traces in <think> tags.\n',
    [LINKS_NOTE]: LINKS_BODY,
    // Other spellings of private: the key capitalised, YAML 1.1 booleans, a merge key, TOML, broken YAML.
    'Spelled/Capitalised.md': `---\nPublish: false\n---\n${PRIVATE.capitalisedPublish}\n`,
    'Spelled/Draft on.md': `---\ndraft: on\n---\n${PRIVATE.draftOn}\n`,
    'Spelled/Draft one.md': `---\ndraft: 1\n---\n${PRIVATE.draftOne}\n`,
    'Spelled/Merged.md': `---\ndefaults: &defaults\n  publish: false\n<<: *defaults\n---\n${PRIVATE.mergedPublish}\n`,
    'Spelled/Toml.md': `+++\ntitle = "Toml"\npublish = false\n+++\n${PRIVATE.tomlPublish}\n`,
    'Spelled/Broken.md': `---\npublish: false\ntitle: Plans: for: later\n---\n${PRIVATE.brokenYamlPublish}\n`,
    // Comments a line scanner missed: after an escaped backtick, after a ``` line inside an HTML block, after a ``` line with a backtick in its info string.
    'Comments.md': [
      `An escaped \\\` tick %%${PRIVATE.commentAfterEscape}%% then \`code\`.`,
      '',
      '<div>',
      '```',
      '</div>',
      '',
      `%%${PRIVATE.commentAfterHtmlFence}%%`,
      '',
      '```js`x',
      `%%${PRIVATE.commentAfterTickFence}%%`,
      '',
    ].join('\n'),
    // Properties Obsidian marks invalid (an unquoted @): the note is published without them, with a warning.
    'Handle.md': '---\naliases:\n- @handle\n---\nA note about a handle.\n',
    // Characters XML forbids, in a dated note's title and body: the feed must stay well-formed.
    'Bell.md': '---\ntitle: "Bell\\a title\\uFFFE"\ndate: 2025-01-02\n---\nA bell \u0007 and \uFFFE in the text.\n',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(vault, file)), { recursive: true });
    await writeFile(join(vault, file), text);
  }
  await mkdir(outside, { recursive: true });
  await writeFile(join(outside, 'secret.md'), `Outside the vault: ${PRIVATE.outsideNote}\n`);
  await writeFile(join(outside, 'secret.png'), `Outside the vault: ${PRIVATE.outsideImage}\n`);
  const links: Record<string, string> = {
    rootlink: '/',
    'passwd.png': '/etc/passwd',
    'outside-note.md': join(outside, 'secret.md'),
    'outside-dir': outside,
    'inside.png': 'Research/figure.png',
    'hidden-link.png': '.obsidian/app.json',
    'hidden-note.md': '.trash/Old.md',
    loop: '.',
    'Research/mirror': '..',
    'Research/shortcut.md': '../Public target.md',
    'Research/folder.png': '.',
    'raw.png': 'Some note.md',
    'nowhere.png': 'no-such-file.png',
  };
  for (const [name, target] of Object.entries(links)) await symlink(target, join(vault, name));
  return vault;
}
