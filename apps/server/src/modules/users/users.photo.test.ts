import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES } from '@grantpilot/shared/contracts/users';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

/** A real PNG, wider than high, so the crop to a square shows. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('profile photo', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp();
  });
  afterAll(() => t.close());

  const upload = (user: TestUser, body: Buffer, contentType = 'image/png', uid = user.uid) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${uid}/photo`,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
      payload: body,
    });

  it('takes a PNG named and labelled as a JPEG, crops it to a 256×256 square and serves it from our origin', async () => {
    const response = await upload(ada, await photo(640, 320), 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const { profileImageUrl } = response.json<{ profileImageUrl: string }>();
    expect(profileImageUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    // `<img>` sends no token: the photo is public behind its unguessable id.
    const served = await t.app.inject(profileImageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const profile = await t.app.inject({
      url: `/api/users/${ada.uid}`,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(profile.json().profileImageUrl).toBe(profileImageUrl);
  });

  it('refuses an HTML file sent as an image, naming what it is', async () => {
    const response = await upload(
      bob,
      Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'This file is an HTML page, not a photo: choose a PNG, JPEG or WebP image',
    );
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([(await photo(4, 4)).subarray(0, 8), Buffer.from('<html>not really</html>')]);
    const response = await upload(bob, fake);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('The photo is not a readable PNG image');
  });

  it('refuses a photo above 5 MB with 413', async () => {
    const response = await upload(bob, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1, 1), 'application/octet-stream');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The photo must be at most 5 MB');
  });

  it('lets nobody change or remove another user’s photo', async () => {
    const put = await upload(bob, await photo(10, 10), 'image/png', ada.uid);
    expect(put.statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${ada.uid}/photo`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(remove.statusCode).toBe(403);
  });

  it('is replaced by a new address on upload and gone after DELETE', async () => {
    const first = (await upload(ada, await photo(300, 500))).json().profileImageUrl as string;
    const second = (await upload(ada, await photo(300, 500))).json().profileImageUrl as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject(first)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${ada.uid}/photo`,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().profileImageUrl).toBeNull();
    expect((await t.app.inject(second)).statusCode).toBe(404);
  });
});
