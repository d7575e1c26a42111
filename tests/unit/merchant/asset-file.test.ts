import { acceptsFile, assetContentType, assetFileName } from '@console/screens/merchant/asset-file'
import { assetSignQuerySchema } from '@domain/entities/asset'
import { describe, expect, it } from 'vitest'

describe('merchant asset files', () => {
  it('names the upload merchant/{merchant}-{kind}.{ext}, which the signer accepts', () => {
    expect(assetFileName('acme-books', 'logo', 'Our Logo.PNG')).toBe('merchant/acme-books-logo.png')
    expect(assetFileName('acme-books', 'stylesheet', 'theme.css')).toBe('merchant/acme-books-stylesheet.css')
    for (const fname of [assetFileName('acme-books', 'logo', 'a.webp'), assetFileName('--odd name', 'logo', 'x.svg')]) {
      expect(assetSignQuerySchema.safeParse({ fname }).success, fname).toBe(true)
    }
  })

  it('takes images as logos and .css files as stylesheets, nothing else', () => {
    expect(acceptsFile('logo', 'brand.jpeg')).toBe(true)
    expect(acceptsFile('logo', 'brand.css')).toBe(false)
    expect(acceptsFile('logo', 'brand')).toBe(false)
    expect(acceptsFile('stylesheet', 'theme.CSS')).toBe(true)
    expect(acceptsFile('stylesheet', 'theme.png')).toBe(false)
  })

  it('sends a stylesheet as text/css and an image with its own type, else the one its extension implies', () => {
    expect(assetContentType('stylesheet', { name: 'theme.css', type: '' })).toBe('text/css')
    expect(assetContentType('logo', { name: 'brand.png', type: 'image/png' })).toBe('image/png')
    expect(assetContentType('logo', { name: 'brand.svg', type: '' })).toBe('image/svg+xml')
  })
})
