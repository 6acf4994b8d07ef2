import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { s3SettingsOf } from './s3-objects';

const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('S3 settings', () => {
  it('keep media on the disk unless S3_BUCKET is set', () => {
    expect(s3SettingsOf(loadConfig({}))).toBeNull();
    expect(s3SettingsOf(loadConfig({ S3_BUCKET: '', S3_REGION: '' }))).toBeNull();
  });

  it('read a bucket, its endpoint, region, keys, path style and prefix', () => {
    expect(s3SettingsOf(loadConfig({ S3_BUCKET: 'moodcraft-media', ...keys }))).toEqual({
      bucket: 'moodcraft-media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: '',
    });
    const garage = loadConfig({
      S3_BUCKET: 'media.example.org',
      S3_ENDPOINT: 'http://127.0.0.1:3900/',
      S3_REGION: 'garage',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'moodcraft/media',
      ...keys,
    });
    expect(s3SettingsOf(garage)).toMatchObject({
      endpoint: 'http://127.0.0.1:3900',
      region: 'garage',
      forcePathStyle: true,
      prefix: 'moodcraft/media/',
    });
  });

  it('ask for the keys a bucket needs', () => {
    const message = problems({ S3_BUCKET: 'moodcraft-media' });
    expect(message).toContain('S3_ACCESS_KEY_ID is required when S3_BUCKET is set');
    expect(message).toContain('S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set');
    expect(problems({ S3_BUCKET: 'moodcraft-media', S3_ACCESS_KEY_ID: 'a' })).not.toContain(
      'S3_ACCESS_KEY_ID',
    );
  });

  it('name the bucket missing when only the other settings are there', () => {
    expect(problems({ S3_ENDPOINT: 'https://s3.example.org', ...keys })).toContain(
      'S3_BUCKET is not set, but S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are',
    );
  });

  it.each([
    ['S3_BUCKET', 'My_Bucket', 'must be a bucket name'],
    ['S3_ENDPOINT', 'ftp://files.example.org', 'must be a URL starting with http:// or https://'],
    ['S3_FORCE_PATH_STYLE', 'yes', 'must be true or false'],
    ['S3_REGION', 'EU West', 'must be a region name'],
    ['S3_PREFIX', '/media', 'may hold letters, digits'],
    ['S3_PREFIX', 'a/../b', 'may hold letters, digits'],
    ['S3_PREFIX', 'a//b', 'may hold letters, digits'],
  ])('refuse %s=%s', (name, value, message) => {
    expect(problems({ S3_BUCKET: 'moodcraft-media', ...keys, [name]: value })).toContain(
      `${name} ${message}`,
    );
  });
});
