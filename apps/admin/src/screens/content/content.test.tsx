import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../testing/answering';
import { signedInConsole } from '../../testing/signedInConsole';

const LOADED = { timeout: 10_000 };
const article = {
  id: 11,
  platformId: 1,
  type: 'Contact',
  locale: 'en',
  title: 'Contact us',
  content: '<p>Write to us</p>',
  sort: 2,
};

describe('the articles screen', () => {
  it('previews an article as the server sanitised it, then saves it', async () => {
    const { sent } = signedInConsole('/content/articles', {
      roles: ['content'],
      answers: {
        '/api/admin/content/articles': ok([article]),
        '/api/admin/content/previewArticle': ok({
          content: '<p>Write to <b>us</b></p>',
          removed: 31,
        }),
        '/api/admin/content/saveArticle': ok({ auditId: 5, articleId: 11, removed: 31 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Contact us', {}, LOADED));
    const body = screen.getByLabelText('Body (HTML)');
    expect(body).toHaveValue('<p>Write to us</p>');
    await user.clear(body);
    await user.type(body, '<p>Write to <b onclick="x()">us</b></p>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('article-preview');
    expect(preview.innerHTML).toBe('<p>Write to <b>us</b></p>');
    expect(screen.getByText('31 characters removed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Article #11 saved (31 characters removed)')).toBeVisible();
    expect(sent('/api/admin/content/saveArticle')).toEqual([
      {
        platformId: 1,
        type: 'Contact',
        locale: 'en',
        title: 'Contact us',
        content: '<p>Write to <b onclick="x()">us</b></p>',
        sort: 2,
        reason: '',
      },
    ]);
  });
});

describe('the banners screen', () => {
  it('adds a banner for one client and removes another behind a reason', async () => {
    const banner = {
      id: 4,
      platformId: 1,
      channelCode: '',
      clientPlatform: 0,
      image: '/img/old.png',
      link: '',
      title: 'Old',
      sort: 0,
    };
    const { sent } = signedInConsole('/content/banners', {
      roles: ['owner'],
      answers: {
        '/api/admin/content/banners': ok([banner]),
        '/api/admin/content/saveBanner': ok({ auditId: 6, bannerId: 5 }),
        '/api/admin/content/removeBanner': ok({ auditId: 7 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Image address', {}, LOADED), '/img/new.png');
    await user.selectOptions(screen.getByLabelText('Client'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner #5 saved')).toBeVisible();
    expect(sent('/api/admin/content/saveBanner')).toEqual([
      {
        platformId: 1,
        channelCode: '',
        clientPlatform: 2,
        image: '/img/new.png',
        link: '',
        title: '',
        sort: 0,
        reason: '',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove banner #4' });
    await user.type(within(dialog).getByRole('textbox'), 'season over');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Banner #4 removed')).toBeVisible();
    expect(sent('/api/admin/content/removeBanner')).toEqual([{ id: 4, reason: 'season over' }]);
  });
});

describe('the config screen', () => {
  it("shows the server's refusal of a key it owns next to the form", async () => {
    const reserved = 'This key is set by the server';
    const { sent } = signedInConsole('/content/config', {
      roles: ['owner'],
      answers: {
        '/api/admin/content/config': ok([{ itemKey: 'OtherConfig', itemValue: '{}' }]),
        '/api/admin/content/setConfig': refused(400, reserved),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('OtherConfig', {}, LOADED));
    expect(screen.getByLabelText('Value')).toHaveValue('{}');
    await user.clear(screen.getByLabelText('Key'));
    await user.type(screen.getByLabelText('Key'), 'economy.ceiling');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reserved)).toBeVisible();
    expect(sent('/api/admin/content/setConfig')).toEqual([
      { platformId: 1, itemKey: 'economy.ceiling', itemValue: '{}', reason: '' },
    ]);
  });
});

describe('the module switches screen', () => {
  it('saves every switch of the platform once one changed', async () => {
    const { sent } = signedInConsole('/content/modules', {
      roles: ['owner'],
      answers: {
        '/api/admin/content/modules': ok([
          { name: 'Roll', on: true },
          { name: 'Mall', on: false },
        ]),
        '/api/admin/content/setModules': ok({ auditId: 2 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const save = await screen.findByRole('button', { name: 'Save' }, LOADED);
    await user.click(await screen.findByRole('checkbox', { name: 'Mall' }, LOADED));
    expect(screen.getByText('1 unsaved changes')).toBeVisible();
    await user.click(save);
    expect(await screen.findByText('Module switches of platform 1 saved')).toBeVisible();
    expect(sent('/api/admin/content/setModules')).toEqual([
      {
        platformId: 1,
        modules: [
          { name: 'Roll', on: true },
          { name: 'Mall', on: true },
        ],
        reason: '',
      },
    ]);
  });
});

describe('the site lookup screen', () => {
  it('maps an address to a platform and channel', async () => {
    const { sent } = signedInConsole('/content/sites', {
      roles: ['owner'],
      answers: {
        '/api/admin/content/sites': ok({ list: [], total: 0 }),
        '/api/admin/content/setSite': ok({ auditId: 3, siteUrl: 'play.example.com' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Site address', {}, LOADED), 'play.example.com');
    await user.type(screen.getByLabelText('Channel code'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site play.example.com saved')).toBeVisible();
    expect(sent('/api/admin/content/setSite')).toEqual([
      {
        url: 'play.example.com',
        platformId: 1,
        channelCode: 'spring',
        keyWord: '',
        reason: '',
      },
    ]);
  });
});
