import { adminRecordsApi } from '@gbc/contracts';
import {
  type AdminVignetteResponse,
  type AdminVignetteSummary,
  marketingApi,
  marketingRecordKinds,
  vignetteMessages,
} from '@gbc/contracts/marketing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { publishingCopy as copy } from '../src/publishing/content/publishing-copy.js';
import PublishingPage from '../src/publishing/PublishingPage.js';
import { adminVisitor, answerApi, type FakeAnswer, renderAsVisitor, sentBodies } from './render-admin.js';

// The screen and then the editor are lazy chunks: their first render takes a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

// jsdom lays nothing out; ProseMirror measures the selection to keep it in view.
beforeAll(() => {
  const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 });
  Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: emptyRect });
  Object.assign(document, { elementFromPoint: () => null });
});

const summary = (overrides: Partial<AdminVignetteSummary>): AdminVignetteSummary => ({
  id: crypto.randomUUID(),
  title: 'The Listening Room',
  slug: 'the-listening-room',
  status: 'draft',
  author: 'R. Tester',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  publishedAt: null,
  ...overrides,
});

const stored: AdminVignetteResponse['vignette'] = {
  id: '7a0c3c52-51f4-4d8c-9a53-6f1f2f0d9b11',
  title: 'The Listening Room',
  slug: 'the-listening-room',
  excerpt: 'A room that hears too much.',
  seoDescription: null,
  content: '<p>Safe <strong>text</strong></p><script>window.hacked = true</script>',
  tags: ['privacy'],
  readTime: 4,
  createdAt: '2026-11-26T10:00:00.000Z',
  author: 'R. Tester',
  status: 'draft',
};

const draftsPath = adminRecordsApi.list('marketing', marketingRecordKinds.vignettes, { status: 'draft' });
const listPath = new URL(draftsPath, 'http://x').pathname;
const adminPath = marketingApi.vignettes.adminBySlug(stored.slug);
const writtenBack = { status: 200, body: { vignette: stored } };

function answerPublishing(extra: Record<string, FakeAnswer> = {}) {
  return answerApi({
    [listPath]: { status: 200, body: { items: [summary({})], nextCursor: null } },
    [`GET ${adminPath}`]: { status: 200, body: { vignette: stored } },
    ...extra,
  });
}

async function renderPublishing() {
  const user = userEvent.setup();
  renderAsVisitor(<PublishingPage />, adminVisitor, '/admin/publishing');
  await screen.findByRole('table', { name: copy.caption });
  return user;
}

/** The TipTap editor behind the labelled writing area (TipTap keeps it on its element). */
async function bodyEditor(): Promise<Editor> {
  const area = await screen.findByRole('textbox', { name: copy.editor.body });
  return (area as HTMLElement & { editor: Editor }).editor;
}

async function openStored(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: copy.open(stored.title) }));
  return screen.findByRole('region', { name: stored.title });
}

describe('/admin/publishing', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('lists the drafts with their status, read with the access token', async () => {
    const fetchMock = answerPublishing();
    await renderPublishing();
    const table = screen.getByRole('table', { name: copy.caption });
    expect(within(table).getByRole('cell', { name: stored.title })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: copy.statusLabels.draft })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url.includes(listPath)) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-access-token');
  });

  it('shows the contract messages for an empty new vignette and sends nothing', async () => {
    const fetchMock = answerPublishing();
    const user = await renderPublishing();
    await user.click(screen.getByRole('button', { name: copy.newVignette }));
    await bodyEditor();
    await user.clear(screen.getByRole('spinbutton', { name: copy.editor.readTime }));
    await user.click(screen.getByRole('button', { name: copy.editor.create }));
    expect(await screen.findByText(vignetteMessages.title)).toBeInTheDocument();
    expect(screen.getByText(vignetteMessages.excerpt)).toBeInTheDocument();
    expect(screen.getByText(vignetteMessages.content)).toBeInTheDocument();
    expect(screen.getByText(vignetteMessages.readTime)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: copy.editor.body })).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST', marketingApi.vignettes.list)).toEqual([]);
  });

  it('creates a draft written in the editor, bold and linked text included, then opens it', async () => {
    const fetchMock = answerPublishing({ [`POST ${marketingApi.vignettes.list}`]: writtenBack });
    const user = await renderPublishing();
    await user.click(screen.getByRole('button', { name: copy.newVignette }));
    const editor = await bodyEditor();
    await user.type(screen.getByRole('textbox', { name: copy.editor.title }), stored.title);
    await user.type(screen.getByRole('textbox', { name: copy.editor.slug }), stored.slug);
    await user.type(screen.getByRole('textbox', { name: copy.editor.excerpt }), stored.excerpt);
    await user.type(screen.getByRole('textbox', { name: copy.editor.tags }), 'privacy, ethics');
    await user.type(screen.getByRole('textbox', { name: copy.editor.author }), stored.author);

    editor.commands.insertContent('Loud words');
    editor.commands.selectAll();
    const bold = screen.getByRole('button', { name: copy.toolbar.bold });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: copy.toolbar.link }));
    const address = await screen.findByRole('textbox', { name: copy.toolbar.linkAddress });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: copy.toolbar.applyLink }));
    expect(await screen.findByText(copy.toolbar.linkInvalid)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://example.org/listening{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: copy.toolbar.link })).toHaveAttribute('aria-pressed', 'true'),
    );

    await user.click(screen.getByRole('button', { name: copy.editor.create }));
    expect(await screen.findByRole('region', { name: stored.title })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', marketingApi.vignettes.list)).toEqual([
      {
        title: stored.title,
        slug: stored.slug,
        excerpt: stored.excerpt,
        seoDescription: null,
        content: '<p><a href="https://example.org/listening"><strong>Loud words</strong></a></p>',
        tags: ['privacy', 'ethics'],
        readTime: 5,
        author: stored.author,
        status: 'draft',
      },
    ]);
  });

  it('inserts an image by address with its alternative text, refusing a javascript: address and a missing text', async () => {
    answerPublishing();
    const user = await renderPublishing();
    await user.click(screen.getByRole('button', { name: copy.newVignette }));
    const editor = await bodyEditor();
    await user.click(screen.getByRole('button', { name: copy.toolbar.image }));
    const address = await screen.findByRole('textbox', { name: copy.toolbar.imageAddress });
    expect(address).toHaveFocus();
    const alt = screen.getByRole('textbox', { name: copy.toolbar.imageAlt });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: copy.toolbar.insertImage }));
    expect(await screen.findByText(copy.toolbar.imageInvalid)).toBeInTheDocument();
    expect(screen.getByText(copy.toolbar.imageAltMissing)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(editor.getHTML()).not.toContain('<img');

    await user.clear(address);
    await user.type(address, 'https://example.org/room.jpg');
    await user.type(alt, 'An empty listening room{Enter}');
    await waitFor(() =>
      expect(editor.getHTML()).toContain(
        '<img src="https://example.org/room.jpg" alt="An empty listening room">',
      ),
    );
    expect(screen.queryByRole('textbox', { name: copy.toolbar.imageAddress })).not.toBeInTheDocument();
  });

  it('links a selection to open in a new tab with a title, and reads those back when the link is edited', async () => {
    answerPublishing();
    const user = await renderPublishing();
    await user.click(screen.getByRole('button', { name: copy.newVignette }));
    const editor = await bodyEditor();
    editor.commands.insertContent('The charter');
    editor.commands.selectAll();
    await user.click(screen.getByRole('button', { name: copy.toolbar.link }));
    await user.type(await screen.findByRole('textbox', { name: copy.toolbar.linkAddress }), '/about');
    await user.type(screen.getByRole('textbox', { name: copy.toolbar.linkTitle }), 'About the council');
    await user.click(screen.getByRole('checkbox', { name: copy.toolbar.linkNewTab }));
    await user.click(screen.getByRole('button', { name: copy.toolbar.applyLink }));
    await waitFor(() =>
      expect(editor.getHTML()).toBe(
        '<p><a target="_blank" rel="noopener noreferrer" href="/about" title="About the council">The charter</a></p>',
      ),
    );
    editor.commands.selectAll();
    await user.click(screen.getByRole('button', { name: copy.toolbar.link }));
    expect(await screen.findByRole('checkbox', { name: copy.toolbar.linkNewTab })).toBeChecked();
    expect(screen.getByRole('textbox', { name: copy.toolbar.linkTitle })).toHaveValue('About the council');
  });

  it('inserts a table with a header row, then adds and removes rows and columns from the toolbar', async () => {
    answerPublishing();
    const user = await renderPublishing();
    await user.click(screen.getByRole('button', { name: copy.newVignette }));
    const editor = await bodyEditor();
    const addRow = screen.getByRole('button', { name: copy.toolbar.addRow });
    // Outside a table the table tools are there but unavailable.
    expect(addRow).toHaveAttribute('aria-disabled', 'true');
    await user.click(addRow);
    expect(editor.getHTML()).not.toContain('<table');

    await user.click(screen.getByRole('button', { name: copy.toolbar.table }));
    const shape = () => {
      const container = document.createElement('div');
      container.innerHTML = editor.getHTML();
      return [...container.querySelectorAll('tr')].map((row) =>
        [...row.children].map((cell) => cell.tagName.toLowerCase()).join(),
      );
    };
    await waitFor(() => expect(shape()).toEqual(['th,th,th', 'td,td,td', 'td,td,td']));
    await waitFor(() => expect(addRow).toHaveAttribute('aria-disabled', 'false'));
    // The cursor starts in the header row; the row and column tools act where it is: the first body row.
    for (let cell = 0; cell < 3; cell += 1) editor.commands.goToNextCell();
    await user.click(addRow);
    await waitFor(() => expect(shape()).toEqual(['th,th,th', 'td,td,td', 'td,td,td', 'td,td,td']));
    await user.click(screen.getByRole('button', { name: copy.toolbar.addColumn }));
    await waitFor(() => expect(shape()[0]).toBe('th,th,th,th'));
    await user.click(screen.getByRole('button', { name: copy.toolbar.deleteColumn }));
    await user.click(screen.getByRole('button', { name: copy.toolbar.deleteRow }));
    await waitFor(() => expect(shape()).toEqual(['th,th,th', 'td,td,td', 'td,td,td']));
    await user.click(screen.getByRole('button', { name: copy.toolbar.deleteTable }));
    await waitFor(() => expect(editor.getHTML()).not.toContain('<table'));
  });

  it('moves through the toolbar with the arrow keys, one tab stop for all its buttons', async () => {
    answerPublishing();
    const user = await renderPublishing();
    await user.click(screen.getByRole('button', { name: copy.newVignette }));
    await bodyEditor();
    const toolbar = screen.getByRole('toolbar', { name: copy.toolbar.label });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: copy.toolbar.italic })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // Redo, unavailable with nothing undone, stays reachable: the toolbar pattern keeps disabled tools focusable.
    expect(buttons.at(-1)).toHaveFocus();
    expect(buttons.at(-1)).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: copy.toolbar.bold })).toHaveFocus();
  });

  it('previews a draft as the public page renders its body: sanitised', async () => {
    answerPublishing();
    const user = await renderPublishing();
    const panel = await openStored(user);
    expect(within(panel).getByText(copy.panel.statusIs('draft'))).toBeInTheDocument();
    const preview = within(panel).getByRole('region', { name: copy.panel.previewHeading });
    expect(within(preview).getByText(stored.excerpt)).toBeInTheDocument();
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('text'));
    expect(preview.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('publishes a draft: the stored vignette is sent back with the new status', async () => {
    const fetchMock = answerPublishing({
      [`PUT ${marketingApi.vignettes.bySlug(stored.slug)}`]: writtenBack,
    });
    const user = await renderPublishing();
    const panel = await openStored(user);
    expect(within(panel).queryByRole('button', { name: copy.moveTo.draft })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: copy.moveTo.published }));
    expect(await within(panel).findByText(copy.moved('published'))).toBeInTheDocument();
    const { id: _id, createdAt: _createdAt, ...write } = stored;
    expect(sentBodies(fetchMock, 'PUT', marketingApi.vignettes.bySlug(stored.slug))).toEqual([
      { ...write, status: 'published' },
    ]);
  });

  it('says so when a status change fails', async () => {
    answerPublishing({ [`PUT ${marketingApi.vignettes.bySlug(stored.slug)}`]: { status: 503 } });
    const user = await renderPublishing();
    const panel = await openStored(user);
    await user.click(within(panel).getByRole('button', { name: copy.moveTo.archived }));
    expect(await within(panel).findByText(copy.failed)).toBeInTheDocument();
  });

  it('edits a vignette with its stored values, showing the service’s field message', async () => {
    const taken = {
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: vignetteMessages.slugTaken,
          fields: { slug: vignetteMessages.slugTaken },
        },
      },
    };
    const fetchMock = answerPublishing({ [`PUT ${marketingApi.vignettes.bySlug(stored.slug)}`]: taken });
    const user = await renderPublishing();
    const panel = await openStored(user);
    await user.click(within(panel).getByRole('button', { name: copy.panel.edit }));
    await screen.findByRole('heading', { name: copy.editor.editHeading(stored.title) });
    const editor = await bodyEditor();
    expect(editor.getHTML()).toBe('<p>Safe <strong>text</strong></p>');
    expect(screen.getByRole('textbox', { name: copy.editor.tags })).toHaveValue('privacy');
    const slug = screen.getByRole('textbox', { name: copy.editor.slug });
    expect(slug).toHaveValue(stored.slug);
    await user.clear(slug);
    await user.type(slug, 'already-there');
    await user.click(screen.getByRole('button', { name: copy.editor.save }));
    expect(await screen.findByText(vignetteMessages.slugTaken)).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'PUT', marketingApi.vignettes.bySlug(stored.slug))).toEqual([
      expect.objectContaining({
        slug: 'already-there',
        title: stored.title,
        content: '<p>Safe <strong>text</strong></p>',
        status: 'draft',
      }),
    ]);
  });
});
