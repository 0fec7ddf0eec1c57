import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@playwords/common';
import { decodeImageFile, drawPreview, encodeUpload } from '../../lib/image-canvas';
import { jsonResponse, mockFetch, networkFailure, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
// Loaded up front, so the lazy route resolves within findBy's wait even on a busy machine.
import './my-images-page';
import { answerImages, emptyImageLists, IMG, makeImage } from './test-data';

// jsdom has no canvas: decoding, the preview and the PNG encoding are the browser's part, checked in the e2e test.
vi.mock('../../lib/image-canvas', () => ({
  decodeImageFile: vi.fn(),
  drawPreview: vi.fn(),
  encodeUpload: vi.fn(),
}));

const PNG_OUT = new Blob(['encoded png'], { type: 'image/png' });
const pro = (overrides: Partial<UserDto> = {}) =>
  makeUser({ current_plan_type: 'PRO', has_active_plan: true, ...overrides });

function file(name: string, size: number, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

beforeEach(() => {
  vi.mocked(decodeImageFile)
    .mockReset()
    .mockResolvedValue({
      width: 2400,
      height: 1200,
      source: {} as CanvasImageSource,
      close: vi.fn(),
    });
  vi.mocked(drawPreview).mockReset();
  vi.mocked(encodeUpload).mockReset().mockResolvedValue(PNG_OUT);
});

/** Projectiles for the power picker: own and public, in a mixed order. */
const projectiles = {
  own: [
    makeImage({ id: 40, type: 'projectiles', name: 'Spark', likes: 0, created_on: '2024-05-01T00:00:00Z' }),
    makeImage({ id: 41, type: 'projectiles', name: 'Bubble', likes: 2, created_on: '2024-01-01T00:00:00Z' }),
  ],
  public: [
    makeImage({ id: 50, type: 'projectiles', name: 'Fireball', likes: 9, is_private: false }),
    makeImage({ id: 51, type: 'projectiles', name: 'Ice', likes: 2, created_on: '2024-02-01T00:00:00Z' }),
    makeImage({ id: 52, type: 'projectiles', name: 'Rock', likes: 1, is_private: false }),
    makeImage({ id: 40, type: 'projectiles', name: 'Spark', likes: 0, created_on: '2024-05-01T00:00:00Z' }),
  ],
};

async function openCreate(type = 'Character', handlers: Record<string, MockHandler> = {}, user = pro()) {
  const fetch = mockFetch({
    ...emptyImageLists(),
    [IMG.mine('projectiles')]: answerImages(projectiles.own),
    [IMG.public('projectiles')]: answerImages(projectiles.public),
    ...handlers,
  });
  const rendered = renderApp('/my-images', { user });
  const u = userEvent.setup({ applyAccept: false, delay: null });
  if (type !== 'Character') await u.click(await screen.findByRole('tab', { name: `${type.toUpperCase()}S` }));
  await u.click(await screen.findByRole('button', { name: `Add A New ${type}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Add A New ${type}` }));
  return { ...fetch, ...rendered, user: u, dialog };
}

// Typing-heavy tests on a shared machine: more time than the 5 s default.
describe('create dialog', { timeout: 20_000 }, () => {
  it('has name, picture, a 300×300 preview, Flip, colour (random first), powers, tags and publish', async () => {
    const { dialog } = await openCreate();

    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Picture')).toHaveAttribute('type', 'file');
    const preview = dialog.getByRole('img', { name: 'Preview: no picture yet' });
    expect(preview).toHaveAttribute('width', '300');
    expect(preview).toHaveAttribute('height', '300');
    expect(dialog.getByRole('button', { name: 'Flip' })).toBeDisabled();
    const colour = dialog.getByRole('combobox', { name: 'Colour' });
    expect(colour).toHaveValue('ran');
    expect(
      within(colour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'random',
      'black',
      'purple',
      'blue',
      'light blue',
      'teal',
      'green',
      'light green',
      'yellow',
      'orange',
      'red',
      'pink',
      'white',
    ]);
    expect(await dialog.findByRole('group', { name: 'Powers' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Tags' })).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Publish online for others to use' })).not.toBeChecked();
  });

  it('offers powers by likes then newest, each once; a sixth choice drops the oldest', async () => {
    const { user, dialog } = await openCreate();
    const group = within(await dialog.findByRole('group', { name: 'Powers' }));
    await group.findByRole('button', { name: 'Rock' });

    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Fireball',
      'Ice',
      'Bubble',
      'Rock',
      'Spark',
    ]);
    for (const name of ['Fireball', 'Ice', 'Bubble', 'Rock', 'Spark']) {
      await user.click(group.getByRole('button', { name }));
    }
    expect(dialog.getByText('5 of 5 chosen')).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Fireball' })).toHaveAttribute('aria-pressed', 'true');

    // Un-choose Ice and choose it again: it is now the newest choice, Fireball the oldest.
    await user.click(group.getByRole('button', { name: 'Ice' }));
    expect(dialog.getByText('4 of 5 chosen')).toBeInTheDocument();
    await user.click(group.getByRole('button', { name: 'Ice' }));
    expect(group.getByRole('button', { name: 'Fireball' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a sixth power drops the oldest', async () => {
    const six = Array.from({ length: 6 }, (_, i) =>
      makeImage({ id: 60 + i, type: 'projectiles', name: `Power ${i + 1}`, likes: 10 - i, is_private: false }),
    );
    const { user, dialog } = await openCreate('Monster', { [IMG.public('projectiles')]: answerImages(six) });
    const group = within(await dialog.findByRole('group', { name: 'Powers' }));
    await group.findByRole('button', { name: 'Power 6' });

    for (let i = 1; i <= 6; i++) await user.click(group.getByRole('button', { name: `Power ${i}` }));
    expect(dialog.getByText('5 of 5 chosen')).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Power 1' })).toHaveAttribute('aria-pressed', 'false');
    for (let i = 2; i <= 6; i++) {
      expect(group.getByRole('button', { name: `Power ${i}` })).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('checks the name and asks for a picture, sending nothing', async () => {
    const { user, dialog, callsTo } = await openCreate();

    await user.click(dialog.getByRole('button', { name: 'Create Character' }));
    expect(dialog.getByText('You must include a name')).toBeInTheDocument();
    expect(dialog.getByText('You need to include an image.')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Robo-Cat!');
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));
    expect(dialog.getByText('The name should only contain lettters, numbers, or spaces')).toBeInTheDocument();
    expect(callsTo(IMG.create('characters'))).toHaveLength(0);
  });

  it('refuses a file too large, one that is not an image, one the browser cannot read, and several at once', async () => {
    const { user, dialog } = await openCreate();
    const picker = dialog.getByLabelText('Picture');

    await user.upload(picker, file('huge.png', 3_145_729));
    expect(dialog.getByText('This file is too large.')).toBeInTheDocument();
    await user.upload(picker, file('notes.txt', 20, 'text/plain'));
    expect(dialog.getByText('Please only submit images.')).toBeInTheDocument();
    await user.upload(picker, file('drawing.svg', 20, 'image/svg+xml'));
    expect(dialog.getByText('Please only submit images.')).toBeInTheDocument();

    vi.mocked(decodeImageFile).mockRejectedValueOnce(new Error('not decodable'));
    await user.upload(picker, file('broken.png', 20));
    expect(await dialog.findByText('Please only submit images.')).toBeInTheDocument();

    vi.mocked(decodeImageFile).mockResolvedValueOnce({
      width: 10_000,
      height: 5_000,
      source: {} as CanvasImageSource,
      close: vi.fn(),
    });
    await user.upload(picker, file('giant.png', 20));
    expect(await dialog.findByText('This picture is too big. Please use one under 40 megapixels.')).toBeInTheDocument();

    fireEvent.drop(dialog.getByTestId('drop-zone'), {
      dataTransfer: { files: [file('a.png', 20), file('b.png', 20)] },
    });
    expect(await dialog.findByText('Please only add one image.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Flip' })).toBeDisabled();
  });

  it('creates a character: PNG, name, powers oldest first, colour, tags parsed like words, is_private inverted', async () => {
    const created = makeImage({ id: 77, name: 'Robo Cat', is_private: false });
    const { user, dialog, callsTo } = await openCreate('Character', {
      [IMG.create('characters')]: () => jsonResponse(201, created),
    });

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), '  Robo   Cat ');
    await user.upload(dialog.getByLabelText('Picture'), file('photo.jpg', 5000, 'image/jpeg'));
    expect(await dialog.findByRole('img', { name: 'Preview of the new character' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Flip' }));
    expect(dialog.getByRole('button', { name: 'Flip' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Colour' }), 'light blue');
    const group = within(await dialog.findByRole('group', { name: 'Powers' }));
    await user.click(await group.findByRole('button', { name: 'Rock' }));
    await user.click(group.getByRole('button', { name: 'Fireball' }));
    await user.type(dialog.getByRole('textbox', { name: 'Tags' }), 'Cat, robot、"Space Cat" cat');
    expect(dialog.getByText('Tags: cat, robot, space cat')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Publish online for others to use' }));
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add A New Character' })).not.toBeInTheDocument());
    expect(encodeUpload).toHaveBeenCalledWith(expect.objectContaining({ width: 2400, height: 1200 }), true);
    const body = callsTo(IMG.create('characters'))[0]!.body as FormData;
    expect([...body.keys()]).toEqual(['name', 'image', 'power', 'color', 'tags', 'is_private']);
    expect(body.get('name')).toBe('Robo Cat');
    expect(await (body.get('image') as File).text()).toBe('encoded png');
    expect((body.get('image') as File).type).toBe('image/png');
    expect(body.get('power')).toBe('52,50');
    expect(body.get('color')).toBe('lib');
    expect(body.get('tags')).toBe('cat,robot,space cat');
    expect(body.get('is_private')).toBe('false');
    // The new image is first in her characters.
    expect(await screen.findByRole('button', { name: 'Robo Cat' })).toBeInTheDocument();
  });

  it('sends a background without powers or colour, private by default', async () => {
    const { user, dialog, callsTo } = await openCreate('Background', {
      [IMG.create('backgrounds')]: () => jsonResponse(201, makeImage({ id: 8, type: 'backgrounds', name: 'Sea' })),
    });

    expect(dialog.queryByRole('combobox', { name: 'Colour' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: 'Powers' })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Sea');
    await user.upload(dialog.getByLabelText('Picture'), file('sea.webp', 100, 'image/webp'));
    await dialog.findByRole('img', { name: 'Preview of the new background' });
    await user.click(dialog.getByRole('button', { name: 'Create Background' }));

    await waitFor(() => expect(callsTo(IMG.create('backgrounds'))).toHaveLength(1));
    const body = callsTo(IMG.create('backgrounds'))[0]!.body as FormData;
    expect([...body.keys()]).toEqual(['name', 'image', 'tags', 'is_private']);
    expect(body.get('is_private')).toBe('true');
    expect(encodeUpload).toHaveBeenCalledWith(expect.anything(), false);
  });

  it("puts server errors under their fields ('Tags: ' prefix), the rest in a list; empty text → the fallback", async () => {
    const { user, dialog } = await openCreate('Character', {
      [IMG.create('characters')]: () =>
        jsonResponse(400, {
          name: ['An image with this name exists.'],
          image: ['Please only submit images.'],
          color: ['Choose one of the colours in the list.'],
          power: ['Choose at most 5 powers.'],
          tags: ['Each tag can have at most 50 characters.'],
          non_field_errors: [''],
        }),
    });
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Robo');
    await user.upload(dialog.getByLabelText('Picture'), file('a.png', 100));
    await dialog.findByRole('img', { name: 'Preview of the new character' });
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));

    expect(await dialog.findByText('An image with this name exists.')).toBeInTheDocument();
    expect(dialog.getByText('Please only submit images.')).toBeInTheDocument();
    expect(dialog.getByText('Choose one of the colours in the list.')).toBeInTheDocument();
    expect(dialog.getByText('Choose at most 5 powers.')).toBeInTheDocument();
    expect(dialog.getByText('Tags: Each tag can have at most 50 characters.')).toBeInTheDocument();
    expect(
      within(dialog.getByRole('alert')).getByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears each field error when she changes that field, and only that one', async () => {
    const { user, dialog } = await openCreate('Character', {
      [IMG.create('characters')]: () =>
        jsonResponse(400, {
          name: ['An image with this name exists.'],
          color: ['Choose one of the colours in the list.'],
          power: ['Choose at most 5 powers.'],
          tags: ['Each tag can have at most 50 characters.'],
        }),
    });
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Robo');
    await user.upload(dialog.getByLabelText('Picture'), file('a.png', 100));
    await dialog.findByRole('img', { name: 'Preview of the new character' });
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));
    expect(await dialog.findByText('An image with this name exists.')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 't');
    expect(dialog.queryByText('An image with this name exists.')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(dialog.getByText('Choose one of the colours in the list.')).toBeInTheDocument();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Colour' }), 'red');
    expect(dialog.queryByText('Choose one of the colours in the list.')).not.toBeInTheDocument();
    await user.click(within(dialog.getByRole('group', { name: 'Powers' })).getByRole('button', { name: 'Ice' }));
    expect(dialog.queryByText('Choose at most 5 powers.')).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Tags' }), 'metal');
    expect(dialog.queryByText('Tags: Each tag can have at most 50 characters.')).not.toBeInTheDocument();

    // A name the client refuses goes the same way.
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));
    expect(dialog.getByText('You must include a name')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'R');
    expect(dialog.queryByText('You must include a name')).not.toBeInTheDocument();
  });

  it('shows a refusal of the plan or quota, and the no-response text', async () => {
    let offline = false;
    const { user, dialog } = await openCreate('Character', {
      [IMG.create('characters')]: () => {
        if (offline) networkFailure();
        return jsonResponse(403, {
          detail: "You have reached this month's upload limit for your plan. It resets on the first day of next month.",
        });
      },
    });
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Robo');
    await user.upload(dialog.getByLabelText('Picture'), file('a.png', 100));
    await dialog.findByRole('img', { name: 'Preview of the new character' });
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));
    expect(
      await dialog.findByText(
        "You have reached this month's upload limit for your plan. It resets on the first day of next month.",
      ),
    ).toBeInTheDocument();

    offline = true;
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));
    expect(
      await dialog.findByText('Unable to contact the servers. Check your internet connection or try again later.'),
    ).toBeInTheDocument();
  });

  it('checks tags before sending', async () => {
    const { user, dialog, callsTo } = await openCreate();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Robo');
    await user.upload(dialog.getByLabelText('Picture'), file('a.png', 100));
    await dialog.findByRole('img', { name: 'Preview of the new character' });
    await user.type(
      dialog.getByRole('textbox', { name: 'Tags' }),
      Array.from({ length: 21 }, (_, i) => `t${i}`).join(' '),
    );
    await user.click(dialog.getByRole('button', { name: 'Create Character' }));

    expect(dialog.getByText('Tags: An image can have at most 20 tags.')).toBeInTheDocument();
    expect(callsTo(IMG.create('characters'))).toHaveLength(0);
  });

  it('reads in Chinese: labels, powers, colours and the browser-side checks', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({
      ...emptyImageLists(),
      [IMG.mine('projectiles')]: answerImages(projectiles.own),
      [IMG.public('projectiles')]: answerImages(projectiles.public),
    });
    renderApp('/my-images', { user: pro({ language: 'zh-CN' }) });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.click(await screen.findByRole('button', { name: '添加新角色' }));
    const dialog = within(await screen.findByRole('dialog', { name: '添加新角色' }));

    expect(dialog.getByRole('img', { name: '预览：还没有图片' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '翻转' })).toBeDisabled();
    expect(dialog.getByRole('combobox', { name: '颜色' })).toHaveDisplayValue('随机');
    expect(dialog.getByText('已选 0 / 5 个')).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Fireball' })).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: '上传到线上，分享给其他老师使用' })).not.toBeChecked();

    await user.type(dialog.getByRole('textbox', { name: '标签' }), 'a "ice cream"');
    expect(dialog.getByText('标签：a, ice cream')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '创建角色' }));
    expect(await dialog.findByText('请填写名称')).toBeInTheDocument();
    expect(dialog.getByText('请添加一张图片。')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('图片'), { target: { files: [file('big.png', 4_000_000)] } });
    expect(await dialog.findByText('这个文件太大了。')).toBeInTheDocument();
  });
});
