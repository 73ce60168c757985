import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

const urls = [
  'https://cdn.example.com/ok.jpg',
  'http://cdn.example.com/a.jpg',
  'data:image/png;base64,AAAA',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'images/a.jpg',
  'https://localhost/a.jpg',
  'https://10.1.2.3/a.jpg',
  'https://[::1]/a.jpg',
  'https://2130706433/a.jpg',
];

export const imageUrlsCases = defineCases<Input>([
  {
    name: 'image-urls: absolute https to public hosts only',
    input: { rows: urls.map((url, i) => product(`p${i}`, { 'Image Src': url })) },
    expect: [
      { code: 'IMAGE_URL_UNSAFE_SCHEME', pointer: '/rows/1/Image Src', subject: 'p1', details: { column: 'Image Src', scheme: 'http' } },
      { code: 'IMAGE_URL_UNSAFE_SCHEME', pointer: '/rows/2/Image Src', details: { scheme: 'data' } },
      { code: 'IMAGE_URL_UNSAFE_SCHEME', pointer: '/rows/3/Image Src', details: { scheme: 'javascript' } },
      { code: 'IMAGE_URL_UNSAFE_SCHEME', pointer: '/rows/4/Image Src', details: { scheme: 'file' } },
      { code: 'IMAGE_URL_INVALID', pointer: '/rows/5/Image Src', details: { column: 'Image Src', value: 'images/a.jpg' } },
      { code: 'IMAGE_URL_PRIVATE_HOST', pointer: '/rows/6/Image Src', details: { host: 'localhost', range: 'localhost' } },
      { code: 'IMAGE_URL_PRIVATE_HOST', pointer: '/rows/7/Image Src', details: { host: '10.1.2.3', range: 'private' } },
      { code: 'IMAGE_URL_PRIVATE_HOST', pointer: '/rows/8/Image Src', details: { host: '[::1]', range: 'loopback' } },
      // The URL parser canonicalizes the integer spelling of 127.0.0.1.
      { code: 'IMAGE_URL_PRIVATE_HOST', pointer: '/rows/9/Image Src', details: { host: '127.0.0.1', range: 'loopback' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'image-urls: Variant Image is checked too, and is not counted as an image row',
    input: { rows: [product('v', { 'Variant Image': 'http://x.example/v.jpg' })] },
    expect: [{ code: 'IMAGE_URL_UNSAFE_SCHEME', pointer: '/rows/0/Variant Image', details: { column: 'Variant Image', scheme: 'http' } }],
    report: { images: 0 },
  },
  {
    name: 'image-urls: public https image URLs pass',
    input: {
      rows: [
        product('a', { 'Image Src': 'https://cdn.example.com/a.jpg', 'Variant Image': 'https://8.8.8.8/v.png' }),
        product('b', { 'Image Src': 'https://[2001:db8::1]/b.jpg' }),
      ],
    },
    expect: [],
    absent: ['IMAGE_URL_INVALID', 'IMAGE_URL_UNSAFE_SCHEME', 'IMAGE_URL_PRIVATE_HOST'],
  },
]);
