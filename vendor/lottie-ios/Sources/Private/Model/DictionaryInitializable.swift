import Foundation
//
//  DictionaryInitializable.swift
//  Lottie
//
//  Created by Marcelo Fabri on 5/5/22.
//

// MARK: - InitializableError

enum InitializableError: Error {
  case invalidInput(file: StaticString = #fileID, line: UInt = #line)
}

// MARK: - DictionaryInitializable

protocol DictionaryInitializable {

  init(dictionary: [String: Any]) throws

}

// MARK: - AnyInitializable

protocol AnyInitializable {

  init(value: Any) throws

}

extension Dictionary {

  @_disfavoredOverload
  func value<T, KeyType: RawRepresentable>(
    for key: KeyType,
    file: StaticString = #fileID,
    line: UInt = #line
  ) throws -> T where KeyType.RawValue == Key {
    guard let value = linuxCast(self[key.rawValue], as: T.self) else {
      throw InitializableError.invalidInput(file: file, line: line)
    }
    return value
  }

  func value<T: AnyInitializable, KeyType: RawRepresentable>(
    for key: KeyType,
    file: StaticString = #fileID,
    line: UInt = #line
  ) throws -> T where KeyType.RawValue == Key {
    if let value = linuxCast(self[key.rawValue], as: T.self) {
      return value
    }

    if let value = self[key.rawValue] {
      return try T(value: value)
    }

    throw InitializableError.invalidInput(file: file, line: line)
  }

}

// MARK: - [Double] + AnyInitializable

extension [Double]: AnyInitializable {

  init(value: Any) throws {
    guard let array = value as? [Double] else {
      throw InitializableError.invalidInput()
    }
    self = array
  }

}

/// `value as? T`, with the NSNumbers JSONSerialization gives on Linux
/// taken as CGFloat (Foundation on Linux does not bridge the two).
func linuxCast<T>(_ value: Any?, as type: T.Type) -> T? {
  if let v = value as? T { return v }
  if T.self == CGFloat.self || T.self == CGFloat?.self, let n = value as? NSNumber {
    return CGFloat(n.doubleValue) as? T
  }
  if T.self == [CGFloat].self, let a = value as? [NSNumber] { return a.map { CGFloat($0.doubleValue) } as? T }
  return nil
}
