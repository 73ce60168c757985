// Shopify's own sample product CSV files, parsed as a merchant's spreadsheet would hand them to us:
// the current template (`URL handle`, `SKU`, `Price`, `Product image URL`, …; the sample behind
// "Download a sample CSV file" on https://help.shopify.com/en/manual/products/import-export/using-csv,
// https://help.shopify.com/cdn/shopifycloud/product-knowledge/production/csv/product_template.csv,
// as committed in the public repository theteleporter/hirachu) and the legacy template (`Handle`,
// `Variant SKU`, `Variant Price`, `Image Src`, …; its three example products). Both are clean files
// Shopify imports, so both must be READY; the faults of the issue, written into either, must be
// found at the same cells under either template's names.
import { run, type Input } from '../src/index.js';

type Row = Input['rows'][number];

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  record.push(field);
  records.push(record);
  return records;
}

/** Data rows as objects keyed by the header row, every cell kept (blank ones too), as an export has them. */
function rowsOf(text: string): Row[] {
  const [header, ...data] = parseCsv(text);
  return data.map((cells) => Object.fromEntries((header as string[]).map((name, i) => [name, cells[i] ?? ''])));
}

const CURRENT_TEMPLATE = `Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Barcode,Option1 name,Option1 value,Option1 Linked To,Option2 name,Option2 value,Option2 Linked To,Option3 name,Option3 value,Option3 Linked To,Price,Compare-at price,Cost per item,Charge tax,Tax code,Inventory tracker,Inventory quantity,Continue selling when out of stock,Weight value (grams),Weight unit for display,Requires shipping,Fulfillment service,Product image URL,Image position,Image alt text,Variant image URL,Gift card,SEO title,SEO description,Color (product.metafields.shopify.color-pattern),Google Shopping / Google product category,Google Shopping / Gender,Google Shopping / Age group,Google Shopping / Manufacturer part number (MPN),Google Shopping / Ad group name,Google Shopping / Ads labels,Google Shopping / Condition,Google Shopping / Custom product,Google Shopping / Custom label 0,Google Shopping / Custom label 1,Google Shopping / Custom label 2,Google Shopping / Custom label 3,Google Shopping / Custom label 4
Physical Product “The Band” T-Shirt,physical-product-the-band-t-shirt,"Celebrate the timeless legacy of one of rock music's most influential groups with our exclusive The Band Graphic T-Shirt. Perfect for music lovers and vintage style enthusiasts, this t-shirt features a striking graphic of The Band, capturing the essence of their iconic sound and enduring spirit.",Harmony Threads,Apparel & Accessories > Clothing > Clothing Tops > T-Shirts,Graphic shirt,"Unisex, Clothing, Men, Women, Casual, Vintage",TRUE,Active,TheBandTShirt-SG,5784397765,Size,Small,,Color,green,product.metafields.shopify.color-pattern,,,,19.99,24.99,11.00,TRUE,,shopify,47,DENY,150,g,TRUE,manual,https://burst.shopifycdn.com/photos/forest-hiker.jpg?width=1000,1,Green t-shirt with The Band graphic,,FALSE,Vintage The Band Graphic T-Shirt: Iconic Rock Music Tribute Tee,"Celebrate the legacy of rock icons with our exclusive The Band Graphic T-Shirt. Perfect for music lovers and vintage style fans, this tee features a striking graphic of The Band, capturing their iconic sound and spirit.",green; gray; red,Apparel & Accessories > Clothing > Shirts & Tops,Unisex,Adult (13+ years old),TSH-12345-GRY-S,Rock Band Graphic Tees,Music Merch,New,FALSE,Top Seller,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-SA,5784397766,,Small,,,gray,,,,,19.99,24.99,11.00,TRUE,20010,shopify,42,DENY,150,g,TRUE,manual,,2,Gray t-shirt with The Band graphic,,,,,,,,,,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-SR,5784397767,,Small,,,red,,,,,19.99,24.99,11.00,TRUE,,shopify,51,DENY,150,g,TRUE,manual,,3,Red t-shirt with The Band graphic,,,,,,,,,TSH-12345-RED-S,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-MG,5784397768,,Medium,,,green,,,,,19.99,24.99,11.00,TRUE,,shopify,40,DENY,177,g,TRUE,manual,,4,Green t-shirt with The Band graphic,,,,,,,,,TSH-12345-GRN-M,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-MA,5784397769,,Medium,,,gray,,,,,19.99,24.99,11.00,TRUE,,shopify,39,DENY,177,g,TRUE,manual,,5,Gray t-shirt with The Band graphic,,,,,,,,,TSH-12345-GRY-M,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-MR,5784397770,,Medium,,,red,,,,,19.99,24.99,11.00,TRUE,,shopify,56,DENY,177,g,TRUE,manual,,6,Red t-shirt with The Band graphic,,,,,,,,,TSH-12345-RED-M,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-LG,5784397771,,Large,,,green,,,,,19.99,24.99,11.00,TRUE,,shopify,50,DENY,181,g,TRUE,manual,,,Green t-shirt with The Band graphic,,,,,,,,,TSH-12345-GRN-L,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-LA,5784397772,,Large,,,gray,,,,,19.99,24.99,11.00,TRUE,,shopify,44,DENY,181,g,TRUE,manual,,,Gray t-shirt with The Band graphic,,,,,,,,,TSH-12345-GRY-L,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-LR,5784397773,,Large,,,red,,,,,19.99,24.99,11.00,TRUE,,shopify,34,DENY,181,g,TRUE,manual,,,Red t-shirt with The Band graphic,,,,,,,,,TSH-12345-RED-L,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-XG,5784397774,,XL,,,green,,,,,19.99,24.99,11.00,TRUE,,shopify,27,DENY,200,g,TRUE,manual,,,Green t-shirt with The Band graphic,,,,,,,,,TSH-12345-GRN-X,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-XA,5784397775,,XL,,,gray,,,,,19.99,24.99,11.00,TRUE,,shopify,43,DENY,200,g,TRUE,manual,,,Gray t-shirt with The Band graphic,,,,,,,,,TSH-12345-GRY-X,,,,,,,,,
,physical-product-the-band-t-shirt,,,,,,,,TheBandTShirt-XR,5784397776,,XL,,,red,,,,,19.99,24.99,11.00,TRUE,,shopify,40,DENY,200,g,TRUE,manual,,,Red t-shirt with The Band graphic,,,,,,,,,TSH-12345-RED-X,,,,,,,,,
Digital Product The History of Rock Music,digital-product-the-history-of-rock-music,"Dive into the rich and electrifying world of rock music with 'The History of Rock Music: From Roots to Revolution.' This comprehensive eBook explores the origins, evolution, and cultural impact of rock music, featuring iconic artists, groundbreaking albums, and pivotal moments in music history. Perfect for music enthusiasts and historians alike. PDF, ePub, Kindle. 8 MB. English.",Harmony Publishing,Media > Books > E-Books,Digital book,"Rock Music, Music History, eBook, Music Culture, Rock Bands, Music Genres",TRUE,Active,HRM-EBK-PDF,978-1-98765-432-1,Format,PDF,,,,,,,,14.99,,4.00,,A9277,,,CONTINUE,,,FALSE,music-man-fulfillment,,1,,,FALSE,The History of Rock Music eBook – From Roots to Revolution,"Explore the evolution of rock music with our eBook, 'The History of Rock Music.' Discover iconic artists and albums that shaped the genre. Available for download now!",,,,,,,,,,,,,,
,digital-product-the-history-of-rock-music,,,,,,,,HRM-EBK-AUD,978-1-98765-432-1,,Audio,,,,,,,,21.99,,8.00,,,,,CONTINUE,,,FALSE,music-man-fulfillment,,,,,,,,,,,,,,,,,,,,,
,digital-product-the-history-of-rock-music,,,,,,,,HRM-EBK-KND,978-1-98765-432-1,,Kindle,,,,,,,,9.99,14.99,4.00,,,,,CONTINUE,,,FALSE,music-man-fulfillment,,,,,,,,,,,,,,,,,,,,,`;

const LEGACY_TEMPLATE = `Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,Image Src,Image Position,Image Alt Text,Gift Card,SEO Title,SEO Description,Google Shopping / Google Product Category,Google Shopping / Gender,Google Shopping / Age Group,Google Shopping / MPN,Google Shopping / AdWords Grouping,Google Shopping / AdWords Labels,Google Shopping / Condition,Google Shopping / Custom Product,Google Shopping / Custom Label 0,Google Shopping / Custom Label 1,Google Shopping / Custom Label 2,Google Shopping / Custom Label 3,Google Shopping / Custom Label 4,Variant Image,Variant Weight Unit,Variant Tax Code,Cost per item,Price / International,Compare At Price / International,Status
example-t-shirt,Example T-Shirt,"<p><em>This is a demonstration store. You can purchase products like this from <a href=""http://babyandco.us/"" target=""_blank"">Baby &amp; Company</a></em></p><p>Internationally respected for merging art and fashion, Avant Toi specially dyed T’s are indispensable for the growing collection. Color Navy/Black. Made in Italy. <em>Addis is wearing a size Medium. Addis is 6’2”, Chest 38.5”,  Waist 31”, Inseam 32”.</em></p>",Acme,Apparel & Accessories > Clothing,Shirts,mens t-shirt example,TRUE,Title,"Lithograph - Height: 9"" x Width: 12""",,,,,,3629,,,deny,manual,25,,TRUE,TRUE,,https://burst.shopifycdn.com/photos/green-t-shirt.jpg?width=5000,1,,FALSE,Our awesome T-shirt in 70 characters or less.,A great description of your products in 320 characters or less,Apparel & Accessories > Clothing,Unisex,Adult,7X8ABC910,T-shirts,"cotton, pre-shrunk",used,FALSE,,,,,,,g,,,,,active
example-t-shirt,,,,,,,,,Small,,,,,example-shirt-s,200,,,deny,manual,19.99,24.99,TRUE,TRUE,,,,,,,,,,,,,,,,,,,,,,g,,,,,
example-t-shirt,,,,,,,,,Medium,,,,,example-shirt-m,200,shopify,,deny,manual,19.99,24.99,TRUE,TRUE,,,,,,,,,,,,,,,,,,,,,,g,,,,,
example-pants,Example Pants,,Acme,Apparel & Accessories > Clothing,Pants,mens pants example,FALSE,Title,"Jeans, W32H34",,,,,,1250,,,deny,manual,49.99,57.99,TRUE,TRUE,,https://burst.shopifycdn.com/photos/distressed-kids-jeans.jpg?width=5000,1,,FALSE,Our awesome Pants in 70 characters or less.,A great description of your products in 320 characters or less,Apparel & Accessories > Clothing,Unisex,Adult,7Y2ABD712,Pants,"cotton, pre-shrunk",used,FALSE,,,,,,,g,,,,,draft
example-hat,Example Hat,,Acme,Apparel & Accessories > Clothing,Hat,mens hat example,FALSE,Title,Grey,,,,,,275,,,deny,manual,17.99,22.99,TRUE,TRUE,,https://burst.shopifycdn.com/photos/kids-beanie.jpg?width=5000,1,,FALSE,Our awesome Hat in 70 characters or less.,A great description of your products in 320 characters or less,Apparel & Accessories > Clothing,Unisex,Adult,5P1NBQ314,Hat,"cotton, pre-shrunk",used,FALSE,,,,,,,g,,,,,archived`;

const codesAt = (input: Input) => run(input).findings.map((f) => `${f.code} ${f.pointer}`);

describe("Shopify's sample product CSV files", () => {
  test('the files parse into their documented shape', () => {
    const current = rowsOf(CURRENT_TEMPLATE);
    const legacy = rowsOf(LEGACY_TEMPLATE);
    expect(current).toHaveLength(15);
    expect(Object.keys(current[0] as Row)).toHaveLength(53);
    expect(legacy).toHaveLength(5);
    expect(Object.keys(legacy[0] as Row)).toHaveLength(51);
    expect((current[0] as Row)['Title']).toBe('Physical Product \u201cThe Band\u201d T-Shirt');
    expect((legacy[0] as Row)['Option1 Value']).toBe('Lithograph - Height: 9" x Width: 12"');
  });

  test('the current template is READY: every column read under its current name', () => {
    const result = run({ rows: rowsOf(CURRENT_TEMPLATE) });
    expect(result.findings).toEqual([]);
    expect(result.status).toBe('READY');
    expect(result.report).toMatchObject({
      rows: 15,
      handles: 2,
      variants: 15,
      images: 1,
      rowsWithoutHandle: 0,
      products: [
        { handle: 'physical-product-the-band-t-shirt', rows: 12, variants: 12, images: 1 },
        { handle: 'digital-product-the-history-of-rock-music', rows: 3, variants: 3, images: 0 },
      ],
    });
  });

  test('the legacy template is READY', () => {
    const result = run({ rows: rowsOf(LEGACY_TEMPLATE) });
    expect(result.findings).toEqual([]);
    expect(result.report).toMatchObject({ rows: 5, handles: 3, variants: 5, images: 3, rowsWithoutHandle: 0 });
  });

  test('overwrite mode over the current template: its handles match, nothing would be blanked', () => {
    const result = run({
      mode: 'overwrite',
      existing_handles: ['physical-product-the-band-t-shirt', 'digital-product-the-history-of-rock-music'],
      overwrite_required_columns: ['Title', 'Body (HTML)', 'Vendor', 'Variant Price'],
      rows: rowsOf(CURRENT_TEMPLATE),
    });
    expect(result.findings).toEqual([]);
  });

  test('the issue, written into the current template: duplicate SKU, $20 price, private image host, bad handle, nameless option value, Published "yes"', () => {
    const rows = rowsOf(CURRENT_TEMPLATE).map((row) => ({ ...row }));
    const set = (index: number, column: string, text: string) => ((rows[index] as Row)[column] = text);
    set(0, 'Published on online store', 'yes');
    set(1, 'Product image URL', 'https://192.168.0.10/band-gray.jpg');
    set(2, 'SKU', 'TheBandTShirt-SA');
    set(3, 'Price', '$20');
    for (const index of [12, 13, 14]) set(index, 'URL handle', 'history of rock!');
    set(12, 'Option1 name', '');
    expect(codesAt({ rows })).toEqual([
      'VALUE_NOT_ALLOWED /rows/0/Published on online store',
      'IMAGE_URL_PRIVATE_HOST /rows/1/Product image URL',
      'DUPLICATE_SKU /rows/1/SKU',
      'DUPLICATE_SKU /rows/2/SKU',
      'PRICE_NOT_DECIMAL /rows/3/Price',
      'OPTION_VALUE_WITHOUT_NAME /rows/12/Option1 value',
      'HANDLE_INVALID /rows/12/URL handle',
      'OPTION_VALUE_WITHOUT_NAME /rows/13/Option1 value',
      'HANDLE_INVALID /rows/13/URL handle',
      'OPTION_VALUE_WITHOUT_NAME /rows/14/Option1 value',
      'HANDLE_INVALID /rows/14/URL handle',
    ]);
  });

  test('the same faults in the legacy template are found at the same cells under the legacy names', () => {
    const rows = rowsOf(LEGACY_TEMPLATE).map((row) => ({ ...row }));
    const set = (index: number, column: string, text: string) => ((rows[index] as Row)[column] = text);
    set(0, 'Published', 'yes');
    set(1, 'Image Src', 'https://192.168.0.10/shirt-s.jpg');
    set(2, 'Variant SKU', 'example-shirt-s');
    set(3, 'Variant Price', '$20');
    set(4, 'Handle', 'example hat!');
    set(4, 'Option1 Name', '');
    expect(codesAt({ rows })).toEqual([
      'VALUE_NOT_ALLOWED /rows/0/Published',
      'IMAGE_URL_PRIVATE_HOST /rows/1/Image Src',
      'DUPLICATE_SKU /rows/1/Variant SKU',
      'DUPLICATE_SKU /rows/2/Variant SKU',
      'PRICE_NOT_DECIMAL /rows/3/Variant Price',
      'HANDLE_INVALID /rows/4/Handle',
      'OPTION_VALUE_WITHOUT_NAME /rows/4/Option1 Value',
    ]);
  });
});
