import { acceptsFile, assetContentType, assetFileName } from '@console/screens/merchant/asset-file'
import { assetSignQuerySchema, parseAssetFileName } from '@domain/entities/asset'
import { describe, expect, it } from 'vitest'

describe('merchant asset files', () => {
  it('names the upload merchant/{merchant}-{kind}.{ext}, which the signer accepts', () => {
    expect(assetFileName('acme-books', 'logo', 'Our Logo.PNG')).toBe('merchant/acme-books-logo.png')
    expect(assetFileName('acme-books', 'stylesheet', 'theme.css')).toBe('merchant/acme-books-stylesheet.css')
    for (const fname of [assetFileName('acme-books', 'logo', 'a.webp'), assetFileName('acme_books.v2', 'logo', 'x.svg')]) {
      expect(assetSignQuerySchema.safeParse({ fname }).success, fname).toBe(true)
    }
  })

  it('reads the merchant and kind back from the name; a name without both, or a kind with the wrong extension, is no asset', () => {
    expect(parseAssetFileName('merchant/acme-books-logo.png')).toEqual({ merchant: 'acme-books', kind: 'logo', extension: 'png' })
    expect(parseAssetFileName('merchant/shop-logo-logo.svg')).toEqual({ merchant: 'shop-logo', kind: 'logo', extension: 'svg' })
    expect(parseAssetFileName('merchant/acme-books-stylesheet.css')?.kind).toBe('stylesheet')
    for (const fname of ['merchant/acme-books.css', 'merchant/acme-books-logo.css', 'merchant/acme-books-stylesheet.png', 'merchant/acme-books-logo.html', 'merchant/-logo.png', 'merchant/a-logo.constructor', 'avatars/1-logo.png']) {
      expect(parseAssetFileName(fname), fname).toBeNull()
      expect(assetSignQuerySchema.safeParse({ fname }).success, fname).toBe(false)
    }
  })

  it('takes images as logos and .css files as stylesheets, nothing else', () => {
    expect(acceptsFile('logo', 'brand.jpeg')).toBe(true)
    expect(acceptsFile('logo', 'brand.css')).toBe(false)
    expect(acceptsFile('logo', 'brand')).toBe(false)
    expect(acceptsFile('stylesheet', 'theme.CSS')).toBe(true)
    expect(acceptsFile('stylesheet', 'theme.png')).toBe(false)
  })

  it('sends each file with the type its extension implies, whatever the browser guessed', () => {
    expect(assetContentType('stylesheet', { name: 'theme.css', type: '' })).toBe('text/css')
    expect(assetContentType('logo', { name: 'brand.png', type: 'image/png' })).toBe('image/png')
    expect(assetContentType('logo', { name: 'brand.svg', type: '' })).toBe('image/svg+xml')
    expect(assetContentType('logo', { name: 'brand.jpg', type: 'image/pjpeg' })).toBe('image/jpeg')
  })
})
